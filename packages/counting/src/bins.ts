import { parse as parseCsvRecords } from 'csv-parse/sync';
import {
  asArray,
  asCount,
  asObject,
  asString,
  checkBin,
  checkCleanBody,
  checkCleanTree,
  checkRecordCount,
  checkUniqueBins,
  describeType,
  fail,
  MAX_RECORDS_PER_PUSH,
  parseCountText,
  parseIsoInstant,
  sameDevice,
} from './parse-checks.js';
import type { CountBin, ParseContext, ParsedPush } from './types.js';

/** The columns of the bins CSV format, in the order `buildBinsCsv` writes them. */
export const BINS_CSV_COLUMNS = ['device', 'zone', 'from', 'to', 'in', 'out'] as const;
const OPTIONAL_COLUMNS = ['missing'] as const;

function finish(bins: CountBin[], paths: string[], deviceRef: string | undefined): ParsedPush {
  checkUniqueBins(bins, paths);
  return { kind: 'bins', deviceRef, bins };
}

/**
 * Reads the generic bins JSON: `{ "bins": [{ "device", "zone", "from", "to", "in", "out",
 * "missing"? }] }` or the bare array. `from`/`to` are ISO 8601 instants with offset; all rows name
 * one device.
 */
export function parseBinsJson(json: unknown, ctx: ParseContext): ParsedPush {
  checkCleanTree(json);
  const rows = Array.isArray(json) ? json : asArray(asObject(json, '').bins, 'bins');
  const prefix = Array.isArray(json) ? '' : 'bins';
  checkRecordCount(rows.length, 'bins', prefix);
  if (rows.length === 0) fail('no bins: a push carries at least one bin', prefix);
  let deviceRef: string | undefined;
  const bins: CountBin[] = [];
  const paths: string[] = [];
  rows.forEach((item, index) => {
    const path = `${prefix}[${index}]`;
    const row = asObject(item, path);
    deviceRef = sameDevice(
      deviceRef,
      asString(row.device, `${path}.device`).trim(),
      `${path}.device`,
    );
    const missing = row.missing ?? false;
    if (typeof missing !== 'boolean')
      fail(`expected true or false, got ${describeType(missing)}`, `${path}.missing`);
    const bin: CountBin = {
      zone: row.zone === undefined ? '' : asString(row.zone, `${path}.zone`).trim(),
      start: parseIsoInstant(asString(row.from, `${path}.from`), `${path}.from`),
      end: parseIsoInstant(asString(row.to, `${path}.to`), `${path}.to`),
      enters: asCount(row.in, `${path}.in`),
      exits: asCount(row.out, `${path}.out`),
      missing,
    };
    bins.push(checkBin(bin, ctx, path));
    paths.push(path);
  });
  return finish(bins, paths, deviceRef);
}

function csvRecords(csv: string): string[][] {
  try {
    return parseCsvRecords(csv, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      // One record more than allowed tells "too many" without reading a huge body to its end.
      to: MAX_RECORDS_PER_PUSH + 2,
    }) as string[][];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return fail(`invalid CSV: ${reason}`, '');
  }
}

function missingCell(value: string, path: string): boolean {
  const text = value.toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true' || text === '1') return true;
  return fail(`expected true or false, got "${value}"`, path);
}

/**
 * Reads the generic bins CSV: a header naming the columns `device,zone,from,to,in,out` (any
 * order, `missing` optional), one bin a row.
 */
export function parseBinsCsv(csv: string, ctx: ParseContext): ParsedPush {
  if (typeof csv !== 'string' || csv.trim() === '')
    fail('empty body, expected CSV with a header', '');
  checkCleanBody(csv);
  const [header, ...rows] = csvRecords(csv);
  if (!header) fail('empty body, expected CSV with a header', '');
  const columns = header.map((name) => name.toLowerCase());
  const known: readonly string[] = [...BINS_CSV_COLUMNS, ...OPTIONAL_COLUMNS];
  columns.forEach((name, index) => {
    if (!known.includes(name))
      fail(`unknown column "${header[index]}" (expected ${known.join(', ')})`, 'line 1');
    if (columns.indexOf(name) !== index) fail(`column "${name}" twice`, 'line 1');
  });
  for (const name of BINS_CSV_COLUMNS) {
    if (!columns.includes(name)) fail(`missing column "${name}"`, 'line 1');
  }
  checkRecordCount(rows.length, 'bins');
  if (rows.length === 0) fail('no bins: a CSV push carries at least one row under its header', '');
  let deviceRef: string | undefined;
  const bins: CountBin[] = [];
  const paths: string[] = [];
  rows.forEach((row, index) => {
    const path = `line ${index + 2}`;
    const cell = (name: string) => row[columns.indexOf(name)] ?? '';
    const at = (name: string) => `${path}.${name}`;
    deviceRef = sameDevice(deviceRef, cell('device'), at('device'));
    const bin: CountBin = {
      zone: cell('zone'),
      start: parseIsoInstant(cell('from'), at('from')),
      end: parseIsoInstant(cell('to'), at('to')),
      enters: parseCountText(cell('in'), at('in')),
      exits: parseCountText(cell('out'), at('out')),
      missing: columns.includes('missing') ? missingCell(cell('missing'), at('missing')) : false,
    };
    bins.push(checkBin(bin, ctx, path));
    paths.push(path);
  });
  return finish(bins, paths, deviceRef);
}
