import type { LocalHour, LocationRules } from './types.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local wall-clock fields of an instant in a time zone. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      throw new RangeError(`Unknown IANA time zone "${timeZone}"`);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Throws a RangeError unless `timeZone` is an IANA zone the runtime knows. */
export function assertTimeZone(timeZone: string): void {
  formatterOf(timeZone);
}

function assertInstant(instant: Date): number {
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid Date');
  return ms;
}

/** The wall-clock time of `instant` in `timeZone` (seconds precision). */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const ms = assertInstant(instant);
  const fields: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const year = fields.year ?? Number.NaN;
  // 'era' is absent for the years we accept; years before 1 AD are not device data.
  return {
    year,
    month: fields.month ?? Number.NaN,
    day: fields.day ?? Number.NaN,
    hour: fields.hour ?? Number.NaN,
    minute: fields.minute ?? Number.NaN,
    second: fields.second ?? Number.NaN,
  };
}

function wallToUtcMs(wall: WallTime): number {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, wall.second, 0);
  return date.getTime();
}

const MINUTE_MS = 60_000;
/** Offsets already computed, by zone and minute; cleared when it grows past its cap. */
const offsetCache = new Map<string, number>();
const OFFSET_CACHE_CAP = 100_000;

/**
 * UTC offset of `timeZone` at an instant, in milliseconds (local = UTC + offset). Since 1970 every
 * transition of the tz database falls on a whole minute, so from then on the offset is computed
 * once per zone and minute and remembered (a push of thousands of records from one device asks
 * for the same few minutes again and again; `Intl` is the slow part).
 */
export function offsetMsAt(ms: number, timeZone: string): number {
  if (ms < 0 || !Number.isFinite(ms)) {
    const whole = Math.floor(ms / 1000) * 1000;
    return wallToUtcMs(wallTimeOf(new Date(whole), timeZone)) - whole;
  }
  const minute = Math.floor(ms / MINUTE_MS) * MINUTE_MS;
  const key = `${timeZone}|${minute}`;
  const known = offsetCache.get(key);
  if (known !== undefined) return known;
  const offset = wallToUtcMs(wallTimeOf(new Date(minute), timeZone)) - minute;
  if (offsetCache.size >= OFFSET_CACHE_CAP) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

const BLOCK_MS = 6 * 60 * MINUTE_MS;
/** Per zone and UTC 6-hour block: the offset when it is the same all through, else null. */
const blockOffsets = new Map<string, Map<number, number | null>>();
const BLOCK_CACHE_CAP = 50_000;

/**
 * {@link offsetMsAt}, fast for instants that are not on the same minute (a backlog of
 * quarter-hour bins): when the offset is the same at the first and last minute of the instant's
 * UTC 6-hour block, it is the offset all through the block (no zone of the tz database changes
 * its offset twice within six hours), so one lookup serves every instant of it.
 */
function blockOffsetMsAt(ms: number, timeZone: string): number {
  if (ms < 0 || !Number.isFinite(ms)) return offsetMsAt(ms, timeZone);
  let zone = blockOffsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    blockOffsets.set(timeZone, zone);
  }
  const block = Math.floor(ms / BLOCK_MS);
  let offset = zone.get(block);
  if (offset === undefined) {
    const first = offsetMsAt(block * BLOCK_MS, timeZone);
    const last = offsetMsAt((block + 1) * BLOCK_MS - MINUTE_MS, timeZone);
    offset = first === last ? first : null;
    if (zone.size >= BLOCK_CACHE_CAP) zone.clear();
    zone.set(block, offset);
  }
  return offset ?? offsetMsAt(ms, timeZone);
}

/** The wall-clock time of `instant` (seconds precision), through the cached offsets. */
function cachedWallTimeOf(instant: Date, timeZone: string): WallTime {
  const ms = assertInstant(instant);
  const local = new Date(Math.floor(ms / 1000) * 1000 + blockOffsetMsAt(ms, timeZone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/**
 * The instant a local wall-clock time names in `timeZone`. An ambiguous time (the repeated hour
 * when clocks go back) resolves to the earlier instant; a time that does not exist (skipped when
 * clocks go forward) resolves to the instant the skip happened plus the same distance, i.e. it is
 * read with the offset in force before the change (02:30 on a 02:00→03:00 day is 03:30).
 */
export function zonedWallTimeToInstant(wall: WallTime, timeZone: string): Date {
  const wallMs = wallToUtcMs(wall);
  const before = offsetMsAt(wallMs - DAY_MS, timeZone);
  const after = offsetMsAt(wallMs + DAY_MS, timeZone);
  const candidates = [wallMs - before, wallMs - after].filter(
    (t) => offsetMsAt(t, timeZone) === wallMs - t,
  );
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  return new Date(wallMs - before);
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function formatLocalDate(wall: Pick<WallTime, 'year' | 'month' | 'day'>): string {
  return `${pad(wall.year, 4)}-${pad(wall.month, 2)}-${pad(wall.day, 2)}`;
}

/** Parses a `YYYY-MM-DD` calendar date, or throws a RangeError naming it. */
export function parseLocalDate(localDate: string): Pick<WallTime, 'year' | 'month' | 'day'> {
  const match = LOCAL_DATE.exec(localDate);
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]);
    const day = Number(match[3]);
    const check = new Date(0);
    check.setUTCFullYear(year, month - 1, day);
    if (
      check.getUTCFullYear() === year &&
      check.getUTCMonth() === month - 1 &&
      check.getUTCDate() === day
    ) {
      return { year, month, day };
    }
  }
  throw new RangeError(`Not a calendar date YYYY-MM-DD: "${localDate}"`);
}

/** The calendar date after `localDate` (`YYYY-MM-DD`). */
export function nextLocalDate(localDate: string): string {
  const { year, month, day } = parseLocalDate(localDate);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day + 1);
  return formatLocalDate({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}

/** The local calendar date (`YYYY-MM-DD`) of `instant` in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): string {
  return formatLocalDate(cachedWallTimeOf(instant, timeZone));
}

/**
 * The local calendar hour of `instant`. On the day clocks go back the repeated hour is one
 * `LocalHour` holding two real hours; on the day they go forward the skipped hour never occurs.
 */
export function localHourOf(instant: Date, timeZone: string): LocalHour {
  const wall = cachedWallTimeOf(instant, timeZone);
  return { localDate: formatLocalDate(wall), hour: wall.hour };
}

/**
 * The UTC instant the local day `localDate` starts in `timeZone`: its first instant, also in zones
 * whose clocks skip midnight. The day ends where the next one starts (23 or 25 hours on DST days).
 */
export function localDayStart(localDate: string, timeZone: string): Date {
  const date = parseLocalDate(localDate);
  return zonedWallTimeToInstant({ ...date, hour: 0, minute: 0, second: 0 }, timeZone);
}

function assertHour(value: number | null, min: number, max: number, name: string): void {
  if (value !== null && !(Number.isInteger(value) && value >= min && value <= max)) {
    throw new RangeError(`${name} must be an integer hour ${min}–${max} or null, got ${value}`);
  }
}

/**
 * Whether data at `instant` counts for the location: not before `statsAvailableFrom` (a local date)
 * and inside the local hours [`ignoreBefore`, `ignoreAfter`). When `ignoreBefore` is later than
 * `ignoreAfter` the counted hours wrap past midnight (a night opening, e.g. 22 → 6).
 */
export function isCounted(instant: Date, rules: LocationRules): boolean {
  assertHour(rules.ignoreBefore, 0, 23, 'ignoreBefore');
  assertHour(rules.ignoreAfter, 1, 24, 'ignoreAfter');
  const { localDate, hour } = localHourOf(instant, rules.timeZone);
  if (rules.statsAvailableFrom !== null) {
    parseLocalDate(rules.statsAvailableFrom);
    if (localDate < rules.statsAvailableFrom) return false;
  }
  const from = rules.ignoreBefore ?? 0;
  const until = rules.ignoreAfter ?? 24;
  if (from <= until) return hour >= from && hour < until;
  return hour >= from || hour < until;
}
