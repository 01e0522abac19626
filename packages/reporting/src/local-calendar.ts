/**
 * Calendar arithmetic on local dates (`YYYY-MM-DD`), zone-free: a local date names a day of the
 * location's calendar, and only `localDayStart` (counting) turns one into an instant.
 */

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A local date that is not a real `YYYY-MM-DD` calendar day. */
export class InvalidLocalDateError extends RangeError {
  override readonly name = 'InvalidLocalDateError';
  constructor(readonly value: string) {
    super(`Not a calendar date YYYY-MM-DD: "${value}"`);
  }
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Days since 1970-01-01 of a local date; throws {@link InvalidLocalDateError}. */
export function epochDayOf(localDate: string): number {
  const match = LOCAL_DATE.exec(localDate);
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]);
    const day = Number(match[3]);
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    if (
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day
    ) {
      return Math.round(date.getTime() / DAY_MS);
    }
  }
  throw new InvalidLocalDateError(localDate);
}

/** The local date of an epoch day. */
export function localDateOfEpochDay(epochDay: number): string {
  const date = new Date(epochDay * DAY_MS);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

export function addDays(localDate: string, days: number): string {
  return localDateOfEpochDay(epochDayOf(localDate) + days);
}

/** 0 = Sunday … 6 = Saturday, the numbering of SPEC 3 triggers. */
export function weekdayOf(localDate: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((epochDayOf(localDate) + 4) % 7) + 7) % 7;
}

/** The Monday that starts the ISO week of `localDate`. */
export function isoWeekStart(localDate: string): string {
  return addDays(localDate, -((weekdayOf(localDate) + 6) % 7));
}

export function monthStart(localDate: string): string {
  return `${localDate.slice(0, 7)}-01`;
}

export function yearStart(localDate: string): string {
  return `${localDate.slice(0, 4)}-01-01`;
}

/** The first day of the month `months` after the month of `localDate`. */
export function addMonths(localDate: string, months: number): string {
  const year = Number(localDate.slice(0, 4));
  const month = Number(localDate.slice(5, 7)) - 1 + months;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return `${pad(y, 4)}-${pad(m + 1, 2)}-01`;
}

export function addYears(localDate: string, years: number): string {
  return `${pad(Number(localDate.slice(0, 4)) + years, 4)}-01-01`;
}

export function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

export function minDate(a: string, b: string): string {
  return a < b ? a : b;
}
