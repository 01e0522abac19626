import type { CountBin, SelfCheckTransaction } from './types.js';

/** A rolled-up metric of a counting bin. */
export interface BinMetric {
  metric: 'enter' | 'leave';
  value: number;
}

/**
 * The rollup metrics of a counting bin and the bin field each one sums: the one place this rule
 * lives (the API's storing statement builds its SQL from it).
 */
export const binMetricFields: readonly {
  metric: BinMetric['metric'];
  field: 'enters' | 'exits';
}[] = [
  { metric: 'enter', field: 'enters' },
  { metric: 'leave', field: 'exits' },
];

/**
 * What a bin adds to the hourly rollup: `enter` and `leave`, zero values left out. A missing bin
 * (the device was offline) adds nothing: it is not a zero.
 */
export function rollupMetricsForBin(bin: CountBin): BinMetric[] {
  if (bin.missing) return [];
  const metrics: BinMetric[] = [];
  for (const { metric, field } of binMetricFields) {
    if (bin[field] > 0) metrics.push({ metric, value: bin[field] });
  }
  return metrics;
}

/** The rollup metric of a self-check transaction: `selfcheck_<kind>_ok` or `…_refused`. */
export function selfCheckMetric(tx: SelfCheckTransaction): string {
  return `selfcheck_${tx.kind}_${tx.ok ? 'ok' : 'refused'}`;
}
