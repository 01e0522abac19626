import { BINS_CSV_COLUMNS } from '../bins.js';
import type { CountBin } from '../types.js';

/** Input of `buildBinsJson` and `buildBinsCsv`. */
export interface BinsPushInput {
  deviceRef: string;
  bins: CountBin[];
}

/** The generic bins JSON (the inverse of `parseBinsJson`). */
export function buildBinsJson(input: BinsPushInput): unknown {
  return {
    bins: input.bins.map((bin) => ({
      device: input.deviceRef,
      zone: bin.zone,
      from: bin.start.toISOString(),
      to: bin.end.toISOString(),
      in: bin.enters,
      out: bin.exits,
      ...(bin.missing ? { missing: true } : {}),
    })),
  };
}

function csvCell(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The generic bins CSV (the inverse of `parseBinsCsv`); a `missing` column only when needed. */
export function buildBinsCsv(input: BinsPushInput): string {
  const withMissing = input.bins.some((bin) => bin.missing);
  const header = [...BINS_CSV_COLUMNS, ...(withMissing ? ['missing'] : [])];
  const rows = input.bins.map((bin) =>
    [
      input.deviceRef,
      bin.zone,
      bin.start.toISOString(),
      bin.end.toISOString(),
      String(bin.enters),
      String(bin.exits),
      ...(withMissing ? [String(bin.missing)] : []),
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header.join(','), ...rows].join('\r\n')}\r\n`;
}
