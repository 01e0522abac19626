import type { ConsoleSeries } from '@careshop/validation';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface SeriesLabels {
  enters: string;
  leaves: string;
  previousEnters: string;
  period: string;
}

/** The columns uPlot draws: x is the bucket index; the previous period aligned index by index. */
export function chartColumns(
  series: ConsoleSeries,
): [number[], number[], number[], (number | null)[]] {
  const x = series.buckets.map((_, index) => index);
  return [
    x,
    series.buckets.map((bucket) => bucket.enter),
    series.buckets.map((bucket) => bucket.leave),
    x.map((index) => series.previous[index]?.enter ?? null),
  ];
}

/**
 * Enters and leaves per bucket as a line chart, with the previous period's enters dashed. Drawn on
 * a canvas by uPlot (decision 217); the screen gives the same numbers as a table and a sentence.
 */
export function SeriesChart({
  series,
  labels,
  tickLabel,
  title,
}: {
  series: ConsoleSeries;
  labels: SeriesLabels;
  tickLabel: (start: string) => string;
  title: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const starts = series.buckets.map((bucket) => bucket.start);
    const width = Math.max(280, element.clientWidth);
    const plot = new uPlot(
      {
        width,
        height: 320,
        legend: { show: true },
        scales: { x: { time: false } },
        axes: [
          {
            values: (_u, ticks) =>
              ticks.map((tick) => (starts[tick] ? tickLabel(starts[tick]) : '')),
            space: 90,
          },
          { size: 50 },
        ],
        series: [
          {
            label: labels.period,
            value: (_u, value) => (value == null ? '' : tickLabel(starts[value] ?? '')),
          },
          { label: labels.enters, stroke: '#0f5c5a', width: 2, fill: 'rgba(15, 92, 90, 0.08)' },
          { label: labels.leaves, stroke: '#c77700', width: 2 },
          { label: labels.previousEnters, stroke: '#6b6660', width: 1.5, dash: [6, 4] },
        ],
      },
      chartColumns(series) as uPlot.AlignedData,
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(280, element.clientWidth), height: 320 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, labels, tickLabel]);
  // The canvas is a picture of the table that follows it; its name says what it shows.
  return <div ref={container} className="console-chart" role="img" aria-label={title} />;
}
