import type { CountBin, SelfCheckTransaction } from './types.js';

/** A rolled-up metric of a counting bin. */
export interface BinMetric {
  metric: 'enter' | 'leave';
  value: number;
}

/**
 * What a bin adds to the hourly rollup: `enter` and `leave`, zero values left out. A missing bin
 * (the device was offline) adds nothing: it is not a zero.
 */
export function rollupMetricsForBin(bin: CountBin): BinMetric[] {
  if (bin.missing) return [];
  const metrics: BinMetric[] = [];
  if (bin.enters > 0) metrics.push({ metric: 'enter', value: bin.enters });
  if (bin.exits > 0) metrics.push({ metric: 'leave', value: bin.exits });
  return metrics;
}

/** The rollup metric of a self-check transaction: `selfcheck_<kind>_ok` or `…_refused`. */
export function selfCheckMetric(tx: SelfCheckTransaction): string {
  return `selfcheck_${tx.kind}_${tx.ok ? 'ok' : 'refused'}`;
}
