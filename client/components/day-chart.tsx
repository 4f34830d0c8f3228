import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** One column of a day chart: the first is drawn as bars, the others as lines. */
export interface DayChartSeries<Day> {
  /** which field of a day it plots */
  field: keyof Day & string;
  label: string;
  colour: string;
}

/**
 * Money per day: the first series as bars, the others as lines, one slot per day labelled
 * MM-dd, zero always on the money axis. uPlot (about 20 KB gzip, canvas, fast on slow phones),
 * loaded lazily by the page that shows it and drawn in the browser after hydration; the page's
 * table beside it carries the same numbers for screen readers and the server render.
 * `series` must be stable between renders (useMemo), or the chart is drawn again.
 */
export default function DayChart({
  days,
  dayLabel,
  series,
  title,
}: {
  days: { day: string }[];
  dayLabel: string;
  series: { field: string; label: string; colour: string }[];
  title: string;
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
        // half a slot either side of the first and last day, and zero always on the money axis
        scales: {
          x: { time: false, range: () => [-0.5, days.length - 0.5] },
          y: { range: (_u, min, max) => [Math.min(0, min), Math.max(0, max) * 1.1 || 1] },
        },
        axes: [{ incrs: [1], values: (_u, ticks) => ticks.map((t) => days[t]?.day.slice(5) ?? '') }, { size: 70 }],
        series: [
          { label: dayLabel, value: (_u, i) => (i == null ? '--' : (days[i]?.day ?? '--')) },
          ...series.map((s, i) =>
            i === 0
              ? { label: s.label, stroke: s.colour, fill: `${s.colour}59`, paths: bars, points: { show: false } }
              : { label: s.label, stroke: s.colour, width: 2 },
          ),
        ],
      },
      [x, ...series.map((s) => days.map((d) => Number((d as Record<string, unknown>)[s.field])))],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: 200 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, dayLabel, series]);
  return <div ref={box} className="profit-chart" role="img" aria-label={title} />;
}
