import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ProfitDay } from '@shared/contract-cashier';

/**
 * The P&L per day as bars (net) with stake and win lines: uPlot (about 20 KB gzip, canvas,
 * fast on slow phones), in this page's chunk only. Drawn in the browser after hydration;
 * the table beside it carries the same numbers for screen readers and the server render.
 */
export default function ProfitChart({ days, labels }: { days: ProfitDay[]; labels: { day: string; net: string; stake: string; win: string; title: string } }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || days.length === 0) return;
    // one slot per day (a category axis): the day's index, labelled MM-dd
    const x = days.map((_, i) => i);
    const bars = uPlot.paths.bars?.({ size: [0.6, 40] });
    const plot = new uPlot(
      {
        width: el.clientWidth || 320,
        height: 200,
        legend: { show: true },
        // half a slot either side of the first and last day, and zero always on the money axis
        scales: {
          x: { time: false, range: () => [-0.5, days.length - 0.5] },
          y: { range: (_u, min, max) => [Math.min(0, min), Math.max(0, max) * 1.1 || 1] },
        },
        axes: [{ incrs: [1], values: (_u, ticks) => ticks.map((t) => days[t]?.day.slice(5) ?? '') }, { size: 70 }],
        series: [
          { label: labels.day, value: (_u, i) => (i == null ? '--' : (days[i]?.day ?? '--')) },
          { label: labels.net, stroke: '#6b5bd2', fill: 'rgba(107,91,210,0.35)', paths: bars, points: { show: false } },
          { label: labels.stake, stroke: '#b3261e', width: 2 },
          { label: labels.win, stroke: '#1b7f3b', width: 2 },
        ],
      },
      [x, days.map((d) => d.net), days.map((d) => d.stake), days.map((d) => d.win)],
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
