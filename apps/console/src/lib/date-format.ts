import {
  type DateReader,
  dateLocaleOf,
  formatCalendarDate,
  formatDateRange,
  formatDateRangeEnds,
  formatDateTime,
  formatInstantDate,
} from '@careshop/i18n/lazy';
import { useMemo } from 'react';
import { useLanguageStore } from './language-store';

/** The browser's preferred locales, most preferred first (none outside a browser). */
function browserLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

// Its own module, so the app's entry can use it without the date formatting (decision 353).
export { isoDay } from './iso-day';

// Building an `Intl.DateTimeFormat` costs far more than formatting with one: one per zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date in `timeZone` (the viewer's when omitted), `YYYY-MM-DD`. */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone ?? '');
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(timeZone ? { timeZone } : {}),
    });
    dayFormats.set(timeZone ?? '', format);
  }
  return format.format(now);
}

/**
 * The console's date formatting (decision 263): the language on screen with the browser's locale
 * when it matches, else an unambiguous form; times in a location's zone say which zone.
 */
export function useDateFormat() {
  const language = useLanguageStore((state) => state.language);
  return useMemo(() => {
    const reader: DateReader = { language, browserLocales: browserLocales() };
    return {
      reader,
      /** The locale dates are written in, for `Intl` calls of their own (chart labels). */
      locale: dateLocaleOf(reader).locale,
      /** A calendar date `YYYY-MM-DD` (or the date part of an ISO timestamp stored as a date). */
      date: (date: string, options?: { weekday?: boolean }) =>
        formatCalendarDate(date.slice(0, 10), reader, options),
      /** The date of an instant, in `timeZone` (the viewer's when omitted). */
      instantDate: (instant: string | Date, timeZone?: string) =>
        formatInstantDate(instant, reader, timeZone),
      /** Date and time of an instant; with `timeZone` (a location's) it says which zone. */
      dateTime: (instant: string | Date, timeZone?: string) =>
        formatDateTime(instant, reader, timeZone),
      /** A range of calendar dates, both inclusive; the year shows when it is not this year's. */
      range: (from: string, to: string, options?: { weekday?: boolean; timeZone?: string }) =>
        formatDateRange(from, to, reader, {
          today: todayIn(options?.timeZone),
          ...(options?.weekday ? { weekday: true } : {}),
        }),
      /** Both ends of a range for a sentence ("from … to …"), with years as {@link range}. */
      rangeEnds: (from: string, to: string, options?: { weekday?: boolean; timeZone?: string }) =>
        formatDateRangeEnds(from, to, reader, {
          today: todayIn(options?.timeZone),
          ...(options?.weekday ? { weekday: true } : {}),
        }),
    };
  }, [language]);
}
