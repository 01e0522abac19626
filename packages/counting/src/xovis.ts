import {
  asArray,
  asCount,
  asObject,
  checkBin,
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

/** Firmware 5 logics push: `logics_data.logics[].records[].counts[]` with `fw` (in) and `bw` (out). */
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
  const logics = asArray(data.logics ?? [], `${path}.logics_data.logics`);
  logics.forEach((item, l) => {
    const logicPath = `${path}.logics_data.logics[${l}]`;
    const logic = asObject(item, logicPath);
    const zone = zoneOf(logic, 'name', 'id', logicPath);
    asArray(logic.records ?? [], `${logicPath}.records`).forEach((recordItem, r) => {
      const recordPath = `${logicPath}.records[${r}]`;
      const record = asObject(recordItem, recordPath);
      let enters: number | undefined;
      let exits: number | undefined;
      asArray(record.counts ?? [], `${recordPath}.counts`).forEach((countItem, c) => {
        const countPath = `${recordPath}.counts[${c}]`;
        const count = asObject(countItem, countPath);
        if (count.name === 'fw') enters = asCount(count.value, `${countPath}.value`);
        if (count.name === 'bw') exits = asCount(count.value, `${countPath}.value`);
      });
      // A logic without fw/bw counts (occupancy, balance, dwell time) is not a line count.
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
    });
  });
}

/** The older line-count push: `content.element[].measurement[].value[]` labelled `fw` / `bw`. */
function readLegacyFrame(
  out: Collected,
  frame: Record<string, unknown>,
  path: string,
  ctx: ParseContext,
): void {
  readSensorInfo(out, frame['sensor-info'], `${path}.sensor-info`, 'serial-number', ['sw-version']);
  const content = asObject(frame.content, `${path}.content`);
  asArray(content.element ?? [], `${path}.content.element`).forEach((item, e) => {
    const elementPath = `${path}.content.element[${e}]`;
    const element = asObject(item, elementPath);
    const zone = zoneOf(element, 'element-name', 'element-id', elementPath);
    asArray(element.measurement ?? [], `${elementPath}.measurement`).forEach(
      (measurementItem, m) => {
        const measurementPath = `${elementPath}.measurement[${m}]`;
        const measurement = asObject(measurementItem, measurementPath);
        let enters: number | undefined;
        let exits: number | undefined;
        asArray(measurement.value ?? [], `${measurementPath}.value`).forEach((valueItem, v) => {
          const valuePath = `${measurementPath}.value[${v}]`;
          const value = asObject(valueItem, valuePath);
          if (value.label === 'fw') enters = asCount(value.value, `${valuePath}.value`);
          if (value.label === 'bw') exits = asCount(value.value, `${valuePath}.value`);
        });
        if (enters === undefined && exits === undefined) return;
        const bin: CountBin = {
          zone,
          start: instant(measurement.from, `${measurementPath}.from`),
          end: instant(measurement.to, `${measurementPath}.to`),
          enters: enters ?? 0,
          exits: exits ?? 0,
          missing: false,
        };
        addBin(out, bin, ctx, measurementPath);
      },
    );
  });
}

/**
 * Reads a Xovis data push: one frame or a batch (array) of frames, each a firmware 5 logics push,
 * the older line-count push, or a `connection_test` (a batch of only connection tests answers
 * `{ kind: 'connection_test' }`). `fw` counts are enters and `bw` counts exits; the zone is the
 * logic (element) name. The device is `sensor_info.serial_number`.
 */
export function parseXovisPush(json: unknown, ctx: ParseContext): ParsedPush {
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
