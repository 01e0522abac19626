import type { ConsoleSeries, SeriesColumn } from '@careshop/validation';
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

/**
 * uPlot (22 KB gzipped, most of the counts screen's code) loads once the screen has rendered, so
 * the screen's tiles and headings paint without waiting for it (decision 353). Kept once loaded.
 */
let uPlotModule: Promise<{ default: typeof uPlot }> | undefined;
const loadUPlot = (): Promise<{ default: typeof uPlot }> => {
  const loading =
    uPlotModule ??
    import('uplot').catch((cause: unknown) => {
      uPlotModule = undefined;
      throw cause;
    });
  uPlotModule = loading;
  return loading;
};

/**
 * Starts downloading uPlot before the chart mounts: the counts screen calls it after its first
 * render, so the library arrives while the tiles paint and the chart's tab is built (decision 374).
 */
export function preloadSeriesChart(): void {
  loadUPlot().catch(() => undefined);
}

export interface SeriesLabels {
  /** Each count column's label (as the report columns). */
  columns: Record<SeriesColumn, string>;
  /** The previous period's line of the first column. */
  previous: string;
  period: string;
  /** The whole window, shown in the legend while no bucket is pointed at. */
  window: string;
}

const strokes: Record<SeriesColumn, string> = {
  enter: '#0f5c5a',
  leave: '#a35f00',
  gate_enter: '#2f5fa7',
  gate_leave: '#8a3f8f',
};

/** The first line's area: its own colour, faint. */
const fills: Record<SeriesColumn, string> = {
  enter: 'rgba(15, 92, 90, 0.08)',
  leave: 'rgba(163, 95, 0, 0.08)',
  gate_enter: 'rgba(47, 95, 167, 0.08)',
  gate_leave: 'rgba(138, 63, 143, 0.08)',
};

/**
 * The columns uPlot draws: x is the bucket index, then each count column, then the first
 * column's previous period, aligned index by index.
 */
export function chartColumns(series: ConsoleSeries): (number | null)[][] {
  const x = series.buckets.map((_, index) => index);
  const [first = 'enter'] = series.columns;
  return [
    x,
    ...series.columns.map((column) => series.buckets.map((bucket) => bucket[column])),
    x.map((index) => series.previous[index]?.[first] ?? null),
  ];
}

/** How far below (or above) the viewport the chart starts drawing, so it is there when scrolled to. */
const CHART_NEAR_PX = 200;

/** Room right of the plot, so the last bucket's label is drawn whole (it is centred on its tick). */
const RIGHT_PADDING = 56;

/**
 * The counts per bucket as lines, with the previous period's first column dashed. Drawn on a
 * canvas by uPlot (decision 217); the legend shows the period's totals until a bucket is pointed
 * at, and the screen gives the same numbers as tiles and a table.
 */
export function SeriesChart({
  series,
  labels,
  tickLabel,
  title,
  formatNumber,
}: {
  series: ConsoleSeries;
  labels: SeriesLabels;
  tickLabel: (start: string) => string;
  title: string;
  formatNumber: (value: number) => string;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const starts = series.buckets.map((bucket) => bucket.start);
    const [first = 'enter'] = series.columns;
    // Pointing at a bucket shows its values; otherwise the period's totals (and the window).
    const legendValue =
      (total: number) => (_u: uPlot, value: number | null, _s: number, index: number | null) =>
        index == null ? formatNumber(total) : value == null ? '—' : formatNumber(value);
    let plot: uPlot | undefined;
    let resize: ResizeObserver | undefined;
    let gone = false;
    const draw = ({ default: UPlot }: { default: typeof uPlot }) => {
      if (gone) return;
      const width = () => Math.max(280, element.clientWidth);
      let drawnWidth = width();
      const drawn = new UPlot(
        {
          width: drawnWidth,
          height: 320,
          padding: [16, RIGHT_PADDING, 0, 0],
          legend: { show: true, live: true },
          scales: { x: { time: false } },
          axes: [
            {
              values: (_u: uPlot, ticks: number[]) =>
                ticks.map((tick) => (starts[tick] ? tickLabel(starts[tick]) : '')),
              space: 90,
            },
            {
              size: 56,
              values: (_u: uPlot, ticks: number[]) => ticks.map((tick) => formatNumber(tick)),
            },
          ],
          series: [
            {
              label: labels.period,
              value: (_u: uPlot, value: number | null, _s: number, index: number | null) =>
                index == null || value == null ? labels.window : tickLabel(starts[value] ?? ''),
            },
            ...series.columns.map((column, c) => ({
              label: labels.columns[column],
              stroke: strokes[column],
              width: 2,
              ...(c === 0 ? { fill: fills[column] } : {}),
              value: legendValue(series.totals[column]),
            })),
            {
              label: labels.previous,
              stroke: '#6b6660',
              width: 1.5,
              dash: [6, 4],
              value: legendValue(series.previous_totals[first]),
            },
          ],
        },
        chartColumns(series) as uPlot.AlignedData,
        element,
      );
      plot = drawn;
      // The observer reports the element's size once when it starts observing: the chart was just
      // drawn at that width, so only a change draws it again (decision 374).
      resize = new ResizeObserver(() => {
        const next = width();
        if (next === drawnWidth) return;
        drawnWidth = next;
        drawn.setSize({ width: next, height: 320 });
      });
      resize.observe(element);
    };
    // A chart library that fails to load leaves the chart empty; the tiles and the table show the
    // same numbers.
    const start = () => loadUPlot().then(draw, () => undefined);
    // Drawn once it comes near the viewport (decision 378): on a phone the chart starts below the
    // tiles and filters, and its draw was the largest task left in the screen's first seconds.
    let near: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'undefined') start();
    else {
      near = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          near?.disconnect();
          near = undefined;
          start();
        },
        { rootMargin: `${CHART_NEAR_PX}px 0px` },
      );
      near.observe(element);
    }
    return () => {
      gone = true;
      near?.disconnect();
      resize?.disconnect();
      plot?.destroy();
    };
  }, [series, labels, tickLabel, formatNumber]);
  // The canvas is a picture of the tiles and the table; its name says what it shows.
  return <div ref={container} className="console-chart" role="img" aria-label={title} />;
}
