import { expect } from 'vitest';
import { type CountBin, CountingParseError, type CountingParseErrorCode } from '../src/types.js';

/** A bin from ISO instants. */
export function bin(
  zone: string,
  start: string,
  end: string,
  enters: number,
  exits: number,
  missing = false,
  status?: number,
): CountBin {
  const counted = { zone, start: new Date(start), end: new Date(end), enters, exits, missing };
  return status === undefined ? counted : { ...counted, status };
}

/** `parse` throws a CountingParseError whose message matches (and whose code is `code`). */
export function expectParseError(
  parse: () => unknown,
  message: RegExp,
  code: CountingParseErrorCode = 'invalid_payload',
): void {
  let error: unknown;
  try {
    parse();
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(CountingParseError);
  expect((error as Error).message).toMatch(message);
  expect((error as CountingParseError).code).toBe(code);
}
