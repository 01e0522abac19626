import {
  asArray,
  asCount,
  asObject,
  checkBin,
  checkCleanTree,
  checkRecordCount,
  checkUniqueBins,
  describeType,
  fail,
  optionalString,
  parseIsoInstant,
  sameDevice,
} from './parse-checks.js';
import type { CountBin, ParseContext, ParsedPush } from './types.js';

/** Most frames one Xovis batch may carry. */
const MAX_FRAMES = 1000;

interface Collected {
  bins: CountBin[];
  paths: string[];
  deviceRef: string | undefined;
  firmware: string | undefined;
  packageIds: number[];
}

function instant(value: unknown, path: string): Date {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return new Date(value);
  if (typeof value === 'string') return parseIsoInstant(value, path);
  return fail(
    `expected an ISO 8601 instant or epoch milliseconds, got ${describeType(value)}`,
    path,
  );
}

function zoneOf(
  element: Record<string, unknown>,
  nameKey: string,
  idKey: string,
  path: string,
): string {
  const name = optionalString(element[nameKey], `${path}.${nameKey}`);
  if (name !== undefined) return name.trim();
  const id = element[idKey];
  return typeof id === 'number' || typeof id === 'string' ? String(id) : '';
}

function addBin(out: Collected, bin: CountBin, ctx: ParseContext, path: string): void {
  checkRecordCount(out.bins.length + 1, 'bins');
  out.bins.push(checkBin(bin, ctx, path));
  out.paths.push(path);
}

function readSensorInfo(
  out: Collected,
  info: unknown,
  path: string,
  serialKey: string,
  fwKeys: string[],
): void {
  if (info === undefined) return;
  const sensor = asObject(info, path);
  const serial = optionalString(sensor[serialKey], `${path}.${serialKey}`)?.trim();
  out.deviceRef = sameDevice(out.deviceRef, serial, `${path}.${serialKey}`);
  for (const key of fwKeys) {
    const firmware = optionalString(sensor[key], `${path}.${key}`);
    if (firmware) out.firmware = firmware;
  }
}

function readPackageInfo(out: Collected, info: unknown, path: string): void {
  if (info === undefined) return;
  const id = asObject(info, path).id;
  if (id === undefined) return;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) {
    fail(`expected a package number, got ${describeType(id)}`, `${path}.id`);
  }
  out.packageIds.push(id);
}

/** Where a frame format keeps its lines, their records and the fw/bw counts of a record. */
interface LineLayout {
  lines: string;
  name: string;
  id: string;
  records: string;
  counts: string;
  label: string;
}

const LOGICS: LineLayout = {
  lines: 'logics',
  name: 'name',
  id: 'id',
  records: 'records',
  counts: 'counts',
  label: 'name',
};
const LEGACY: LineLayout = {
  lines: 'element',
  name: 'element-name',
  id: 'element-id',
  records: 'measurement',
  counts: 'value',
  label: 'label',
};

/** One bin per record that has `fw` (in) or `bw` (out) counts; other logics (occupancy, dwell) are skipped. */
function readLines(
  out: Collected,
  owner: Record<string, unknown>,
  ownerPath: string,
  layout: LineLayout,
  ctx: ParseContext,
): void {
  asArray(owner[layout.lines] ?? [], `${ownerPath}.${layout.lines}`).forEach((item, l) => {
    const linePath = `${ownerPath}.${layout.lines}[${l}]`;
    const line = asObject(item, linePath);
    const zone = zoneOf(line, layout.name, layout.id, linePath);
    asArray(line[layout.records] ?? [], `${linePath}.${layout.records}`).forEach(
      (recordItem, r) => {
        const recordPath = `${linePath}.${layout.records}[${r}]`;
        const record = asObject(recordItem, recordPath);
        let enters: number | undefined;
        let exits: number | undefined;
        asArray(record[layout.counts] ?? [], `${recordPath}.${layout.counts}`).forEach(
          (countItem, c) => {
            const countPath = `${recordPath}.${layout.counts}[${c}]`;
            const count = asObject(countItem, countPath);
            if (count[layout.label] === 'fw') enters = asCount(count.value, `${countPath}.value`);
            if (count[layout.label] === 'bw') exits = asCount(count.value, `${countPath}.value`);
          },
        );
        if (enters === undefined && exits === undefined) return;
        const bin: CountBin = {
          zone,
          start: instant(record.from, `${recordPath}.from`),
          end: instant(record.to, `${recordPath}.to`),
          enters: enters ?? 0,
          exits: exits ?? 0,
          missing: false,
        };
        addBin(out, bin, ctx, recordPath);
      },
    );
  });
}

/** Firmware 5 logics push: `logics_data.logics[].records[].counts[]`. */
function readLogicsFrame(
  out: Collected,
  frame: Record<string, unknown>,
  path: string,
  ctx: ParseContext,
): void {
  const data = asObject(frame.logics_data, `${path}.logics_data`);
  for (const [owner, ownerPath] of [
    [frame, path],
    [data, `${path}.logics_data`],
  ] as const) {
    readPackageInfo(out, owner.package_info, `${ownerPath}.package_info`);
    readSensorInfo(out, owner.sensor_info, `${ownerPath}.sensor_info`, 'serial_number', [
      'fw_version',
      'sw_version',
    ]);
  }
  readLines(out, data, `${path}.logics_data`, LOGICS, ctx);
}

/** The older line-count push: `content.element[].measurement[].value[]` labelled `fw` / `bw`. */
function readLegacyFrame(
  out: Collected,
  frame: Record<string, unknown>,
  path: string,
  ctx: ParseContext,
): void {
  readSensorInfo(out, frame['sensor-info'], `${path}.sensor-info`, 'serial-number', ['sw-version']);
  readLines(out, asObject(frame.content, `${path}.content`), `${path}.content`, LEGACY, ctx);
}

/**
 * Reads a Xovis data push: one frame or a batch (array) of frames, each a firmware 5 logics push,
 * the older line-count push, or a `connection_test` (a batch of only connection tests answers
 * `{ kind: 'connection_test' }`). `fw` counts are enters and `bw` counts exits; the zone is the
 * logic (element) name. The device is `sensor_info.serial_number`.
 */
export function parseXovisPush(json: unknown, ctx: ParseContext): ParsedPush {
  checkCleanTree(json);
  const batch = Array.isArray(json);
  const frames = batch ? json : [json];
  if (frames.length === 0) fail('empty batch: expected at least one frame', '');
  if (frames.length > MAX_FRAMES)
    fail(`too many frames in one push: ${frames.length} (at most ${MAX_FRAMES})`, '');
  const out: Collected = {
    bins: [],
    paths: [],
    deviceRef: undefined,
    firmware: undefined,
    packageIds: [],
  };
  let tests = 0;
  frames.forEach((item, index) => {
    const path = batch ? `[${index}]` : '';
    const frame = asObject(item, path);
    if ('logics_data' in frame) readLogicsFrame(out, frame, path, ctx);
    else if ('content' in frame) readLegacyFrame(out, frame, path, ctx);
    else if ('connection_test' in frame) tests++;
    else
      fail(
        'unknown Xovis frame: expected logics_data, content (line counts) or connection_test',
        path,
      );
  });
  if (tests === frames.length) return { kind: 'connection_test' };
  checkUniqueBins(out.bins, out.paths);
  return {
    kind: 'bins',
    deviceRef: out.deviceRef,
    firmware: out.firmware,
    ...(out.packageIds.length > 0 ? { packageIds: out.packageIds } : {}),
    bins: out.bins,
  };
}
