import { isCleanText } from '@careshop/validation';
import type { CountBin, CountingParseErrorCode, ParseContext } from './types.js';
import { CountingParseError } from './types.js';

/** Most records (bins, readings, transactions) one push may carry. */
export const MAX_RECORDS_PER_PUSH = 50_000;
/** Most people one bin or one reading step may count (int4 columns, and anything above is a fault). */
export const MAX_COUNT = 1_000_000;
/** Longest bin accepted: one day (25 hours on the day clocks go back). */
export const MAX_BIN_MS = 25 * 3_600_000;
/** How far a device clock may run ahead of ours. */
export const FUTURE_SKEW_MS = 10 * 60_000;
/** Earliest instant accepted: a device with an unset clock sends 1970. */
export const EARLIEST_MS = Date.UTC(2000, 0, 1);

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2}):?(\d{2}))$/;

export function fail(
  message: string,
  path: string,
  code: CountingParseErrorCode = 'invalid_payload',
): never {
  throw new CountingParseError(message, path, code);
}

/**
 * A text of a push may hold no control character but tab and line breaks, and no lone UTF-16
 * surrogate (validation's one text rule): PostgreSQL stores neither a NUL nor a lone surrogate,
 * and no device sends them in a name or a message.
 */
export function checkCleanText(text: string, path: string): string {
  if (!isCleanText(text)) {
    fail(
      'text holds a NUL or other control character, or a lone UTF-16 surrogate',
      path,
      'invalid_characters',
    );
  }
  return text;
}

/** {@link checkCleanText} for a whole body, naming the first line that is not clean. */
export function checkCleanBody(body: string): void {
  if (isCleanText(body)) return;
  const lines = body.split(/\r\n|\r|\n/);
  const index = lines.findIndex((line) => !isCleanText(line));
  checkCleanText(lines[index] ?? body, `line ${index + 1}`);
}

/**
 * Checks every text of a parsed JSON or XML document, keys included ({@link checkCleanText}), so
 * an escape (`"\u0000"`, `"\ud800"`) is refused like the character itself. Walks with a stack:
 * depth is not limited here.
 */
export function checkCleanTree(root: unknown, rootPath = ''): void {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: rootPath }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, path } = item;
    if (typeof value === 'string') {
      checkCleanText(value, path);
    } else if (Array.isArray(value)) {
      value.forEach((child, index) => {
        stack.push({ value: child, path: `${path}[${index}]` });
      });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path === '' ? key : `${path}.${key}`;
        checkCleanText(key, childPath);
        stack.push({ value: child, path: childPath });
      }
    }
  }
}

export function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;
}

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaType(contentType: string): string {
  return contentType.split(';')[0]?.trim().toLowerCase() ?? '';
}

/** JSON by its media type; text types are not; without either, by its first character. */
export function isJsonBody(body: string, contentType: string): boolean {
  const type = mediaType(contentType);
  if (type === 'application/json' || type.endsWith('+json')) return true;
  if (type.startsWith('text/') || type.endsWith('/csv')) return false;
  return /^\uFEFF?\s*[{[]/.test(body);
}

/** Parses a JSON body; a control character or lone surrogate in its text is refused first. */
export function parseJsonText(body: string, what: string): unknown {
  checkCleanBody(body);
  try {
    return JSON.parse(body.replace(/^\uFEFF/, ''));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return fail(`${what} is not valid JSON (${reason})`, '');
  }
}

export function asObject(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail(`expected an object, got ${describeType(value)}`, path);
  }
  return value as Record<string, unknown>;
}

export function asArray(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) fail(`expected an array, got ${describeType(value)}`, path);
  return value;
}

export function asString(value: unknown, path: string): string {
  if (typeof value !== 'string') fail(`expected a string, got ${describeType(value)}`, path);
  return value;
}

export function optionalString(value: unknown, path: string): string | undefined {
  return value === undefined || value === null ? undefined : asString(value, path);
}

/** A JSON count: a non-negative integer number, at most MAX_COUNT. */
export function asCount(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    fail(`expected a whole number, got ${describeType(value)}`, path);
  }
  return checkCount(value, path);
}

/** A count written as text (XML attribute, CSV cell). */
export function parseCountText(text: string, path: string): number {
  const trimmed = text.trim();
  if (/^-\d+$/.test(trimmed)) fail(`negative count ${trimmed}`, path);
  if (!/^\d{1,16}$/.test(trimmed)) fail(`expected a whole number, got "${text}"`, path);
  return checkCount(Number(trimmed), path);
}

function checkCount(value: number, path: string): number {
  if (value < 0) fail(`negative count ${value}`, path);
  if (value > MAX_COUNT) fail(`count ${value} is above the maximum ${MAX_COUNT}`, path);
  return value;
}

/** An ISO 8601 instant with its offset (`Z` or `±hh:mm`); a local time without offset is refused. */
export function parseIsoInstant(text: string, path: string): Date {
  const match = ISO_INSTANT.exec(text);
  if (!match) fail(`expected an ISO 8601 instant with offset, got "${text}"`, path);
  const [, y, mo, d, h, mi, s, frac, z, sign, oh, om] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s ?? 0);
  const ms = Number((frac ?? '').padEnd(3, '0').slice(0, 3));
  const offsetMinutes = z ? 0 : (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, ms);
  if (
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59 ||
    Number(oh ?? 0) > 18 ||
    Number(om ?? 0) > 59
  ) {
    fail(`not a real date and time: "${text}"`, path);
  }
  return new Date(date.getTime() - offsetMinutes * 60_000);
}

/** Refuses instants before 2000 (an unset device clock) and beyond now + FUTURE_SKEW_MS. */
export function checkInstant(instant: Date, ctx: ParseContext, path: string): Date {
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) fail('invalid instant', path);
  if (ms < EARLIEST_MS)
    fail(`${instant.toISOString()} is before 2000 (device clock not set?)`, path);
  if (ms > ctx.now.getTime() + FUTURE_SKEW_MS) {
    fail(`${instant.toISOString()} is in the future (now ${ctx.now.toISOString()})`, path);
  }
  return instant;
}

/** Checks a bin's times (end after start, at most one day, not in the future). */
export function checkBin(bin: CountBin, ctx: ParseContext, path: string): CountBin {
  checkInstant(bin.start, ctx, path);
  if (bin.end.getTime() <= bin.start.getTime()) {
    fail(
      `bin end ${bin.end.toISOString()} is not after its start ${bin.start.toISOString()}`,
      path,
    );
  }
  if (bin.end.getTime() - bin.start.getTime() > MAX_BIN_MS) {
    fail(
      `bin of ${(bin.end.getTime() - bin.start.getTime()) / 3_600_000} hours is longer than a day (at most 25 hours, a day when clocks go back)`,
      path,
    );
  }
  checkInstant(bin.end, ctx, path);
  return bin;
}

export function checkRecordCount(count: number, what: string, path = ''): void {
  if (count > MAX_RECORDS_PER_PUSH) {
    fail(`too many ${what} in one push: ${count} (at most ${MAX_RECORDS_PER_PUSH})`, path);
  }
}

/** One push may not name the same bin (zone and start) twice. */
export function checkUniqueBins(bins: readonly CountBin[], paths: readonly string[]): void {
  const seen = new Map<string, number>();
  bins.forEach((bin, index) => {
    const key = `${bin.zone}\u0000${bin.start.getTime()}`;
    const first = seen.get(key);
    if (first !== undefined) {
      fail(
        `duplicate bin for zone "${bin.zone}" at ${bin.start.toISOString()} (also at ${paths[first]})`,
        paths[index] ?? '',
      );
    }
    seen.set(key, index);
  });
}

/** One device per push: every record must name the same device. */
export function sameDevice(
  current: string | undefined,
  next: string | undefined,
  path: string,
): string | undefined {
  if (next === undefined || next === '') return current;
  if (current !== undefined && current !== next) {
    fail(`one push carries one device, got "${current}" and "${next}"`, path);
  }
  return next;
}
