import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TeamDay } from '@shared/contract-agent';

/**
 * The team's days as bars (bets) with deposit and P&L lines: uPlot, in the overview's chunk
 * only, drawn in the browser. The table under it carries the same numbers for screen readers.
 */
export default function TeamChart({
  days,
  labels,
}: {
  days: TeamDay[];
  labels: { day: string; bets: string; deposits: string; profit: string; title: string };
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || days.length === 0) return;
    const x = days.map((_, i) => i);
    const bars = uPlot.paths.bars?.({ size: [0.6, 40] });
    const plot = new uPlot(
      {
        width: el.clientWidth || 320,
        height: 200,
        legend: { show: true },
        scales: {
          x: { time: false, range: () => [-0.5, days.length - 0.5] },
          y: { range: (_u, min, max) => [Math.min(0, min), Math.max(0, max) * 1.1 || 1] },
        },
        axes: [{ incrs: [1], values: (_u, ticks) => ticks.map((t) => days[t]?.day.slice(5) ?? '') }, { size: 70 }],
        series: [
          { label: labels.day, value: (_u, i) => (i == null ? '--' : (days[i]?.day ?? '--')) },
          { label: labels.bets, stroke: '#6b5bd2', fill: 'rgba(107,91,210,0.35)', paths: bars, points: { show: false } },
          { label: labels.deposits, stroke: '#1b7f3b', width: 2 },
          { label: labels.profit, stroke: '#b3261e', width: 2 },
        ],
      },
      [x, days.map((d) => d.bets), days.map((d) => d.deposits), days.map((d) => d.profit)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: 200 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, labels]);
  return <div ref={box} className="profit-chart" role="img" aria-label={labels.title} />;
}
