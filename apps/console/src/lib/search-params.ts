/**
 * The routes' search and path parameters, checked by hand: a schema library here would weigh on
 * the app's entry. Anything malformed is dropped (the screen's default applies), never thrown.
 */
export function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

const ID = /^[1-9]\d{0,9}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A positive integer id from a path segment; a malformed one is a not-found, not a crash. */
export function positiveId(value: unknown): number {
  const text = String(value);
  if (!ID.test(text)) throw new Error(`Not an id: ${text}`);
  return Number(text);
}

export type CountsInterval = 'h' | 'D' | 'M';

export interface CountsSearch {
  location?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  interval?: CountsInterval | undefined;
}

/** Search of `/counts`: location id, local dates (YYYY-MM-DD) and the interval. */
export function countsSearch(search: Record<string, unknown>): CountsSearch {
  const text = (value: unknown) =>
    typeof value === 'number' ? String(value) : optionalText(value);
  const location = text(search.location);
  const from = text(search.from);
  const to = text(search.to);
  const interval = text(search.interval);
  return {
    location: location && ID.test(location) ? Number(location) : undefined,
    from: from && DATE.test(from) ? from : undefined,
    to: to && DATE.test(to) ? to : undefined,
    interval: interval === 'h' || interval === 'D' || interval === 'M' ? interval : undefined,
  };
}
