import { localDayStart, localHourOf } from '@careshop/counting';
import { addDays, addMonths, addYears, epochDayOf, maxDate, minDate } from './local-calendar';
import type { Interval } from './schedule';

const HOUR_MS = 3_600_000;
const QUARTER_HOUR_MS = 900_000;

/** One row of a report: a local hour, day, month or year of the location, or the whole window. */
export interface RowBucket {
  /** `YYYY-MM-DDTHH` (hour), `YYYY-MM-DD` (day), `YYYY-MM` (month), `YYYY` (year) or `total`. */
  key: string;
  interval: Interval;
  /** Local dates, `to` exclusive, clipped to the report window. */
  from: string;
  to: string;
  /** The local hour (0–23) of an hourly row, else null. */
  hour: number | null;
  /** Instants the row starts and ends at; the repeated hour when clocks go back spans two real hours. */
  fromInstant: Date;
  toInstant: Date;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** The row key a rollup of `localDate` (and `hour`) adds to at this interval. */
export function bucketKeyOf(interval: Interval, localDate: string, hour: number | null): string {
  switch (interval) {
    case 'h':
      return `${localDate}T${pad2(hour ?? 0)}`;
    case 'D':
      return localDate;
    case 'M':
      return localDate.slice(0, 7);
    case 'Y':
      return localDate.slice(0, 4);
    case '-':
      return 'total';
  }
}

function hoursOfDay(localDate: string, start: number, end: number, timeZone: string): RowBucket[] {
  const starts: { hour: number; at: number }[] = [];
  if (end - start === 24 * HOUR_MS) {
    for (let hour = 0; hour < 24; hour++) starts.push({ hour, at: start + hour * HOUR_MS });
  } else {
    // A day with a clock change: walk it and note where each local hour first occurs.
    for (let at = start; at < end; at += QUARTER_HOUR_MS) {
      const { hour } = localHourOf(new Date(at), timeZone);
      if (starts.at(-1)?.hour !== hour) starts.push({ hour, at });
    }
  }
  return starts.map(({ hour, at }, index) => ({
    key: `${localDate}T${pad2(hour)}`,
    interval: 'h' as const,
    from: localDate,
    to: addDays(localDate, 1),
    hour,
    fromInstant: new Date(at),
    toInstant: new Date(starts[index + 1]?.at ?? end),
  }));
}

function spanBucket(
  key: string,
  interval: Interval,
  from: string,
  to: string,
  timeZone: string,
): RowBucket {
  return {
    key,
    interval,
    from,
    to,
    hour: null,
    fromInstant: localDayStart(from, timeZone),
    toInstant: localDayStart(to, timeZone),
  };
}

/**
 * The rows of a report window [`from`, `to`) at `interval`, in order, in the location's time
 * zone: every local hour that occurs (23 on the day clocks go forward, the repeated hour once on
 * the day they go back), every day, every month or year the window touches (clipped to it), or one
 * total. Consecutive rows tile the window without gaps or overlaps.
 */
export function rowBuckets(
  from: string,
  to: string,
  interval: Interval,
  timeZone: string,
): RowBucket[] {
  const first = epochDayOf(from);
  const end = epochDayOf(to);
  if (end <= first) return [];
  const buckets: RowBucket[] = [];
  switch (interval) {
    case '-':
      return [spanBucket('total', '-', from, to, timeZone)];
    case 'h': {
      let start = localDayStart(from, timeZone).getTime();
      for (let day = from; day < to; ) {
        const next = addDays(day, 1);
        const end = localDayStart(next, timeZone).getTime();
        buckets.push(...hoursOfDay(day, start, end, timeZone));
        day = next;
        start = end;
      }
      return buckets;
    }
    case 'D':
      for (let day = from; day < to; day = addDays(day, 1)) {
        buckets.push(spanBucket(day, 'D', day, addDays(day, 1), timeZone));
      }
      return buckets;
    case 'M':
      for (let month = addMonths(from, 0); month < to; month = addMonths(month, 1)) {
        const next = addMonths(month, 1);
        buckets.push(
          spanBucket(month.slice(0, 7), 'M', maxDate(month, from), minDate(next, to), timeZone),
        );
      }
      return buckets;
    case 'Y':
      for (let year = addYears(from, 0); year < to; year = addYears(year, 1)) {
        const next = addYears(year, 1);
        buckets.push(
          spanBucket(year.slice(0, 4), 'Y', maxDate(year, from), minDate(next, to), timeZone),
        );
      }
      return buckets;
  }
}
