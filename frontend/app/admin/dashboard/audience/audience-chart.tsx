import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  values: readonly number[];
  color: string;
  dashed?: boolean;
}

/**
 * A line chart of days drawn by uPlot, loaded with the panel only, sized to its
 * box. It is a picture for sighted users: the data table beside it says the same numbers
 * (aria-hidden here).
 */
export function AudienceChart({
  days,
  series,
  height = 240,
}: {
  /** The x axis: one label per point. */
  days: readonly string[];
  series: readonly ChartSeries[];
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let cancelled = false;
    const observer = new ResizeObserver(() =>
      chart?.setSize({ width: element.clientWidth, height }),
    );
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const xs = days.map((_, i) => i);
      chart = new UPlot(
        {
          width: element.clientWidth,
          height,
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: false } },
          axes: [
            {
              values: (_u, ticks) => ticks.map((t) => days[t]?.slice(5) ?? ''),
              stroke: '#5b5750',
              grid: { stroke: '#e8e4dc' },
            },
            { stroke: '#5b5750', grid: { stroke: '#e8e4dc' } },
          ],
          series: [
            {},
            ...series.map((s) => ({
              label: s.label,
              stroke: s.color,
              width: 2,
              ...(s.dashed ? { dash: [6, 4] } : {}),
            })),
          ],
        },
        [xs, ...series.map((s) => [...s.values])],
        element,
      );
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [days, series, height]);
  // min-w-0: the drawn chart is as wide as the box was, and must not hold the box that wide
  // when the window narrows (the box would never shrink for the observer to see).
  return (
    <div ref={box} aria-hidden="true" className="w-full min-w-0" style={{ minHeight: height }} />
  );
}
