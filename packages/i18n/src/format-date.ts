/** Options for {@link formatDate}; any `Intl.DateTimeFormat` option, medium date style by default. */
export type FormatDateOptions = Intl.DateTimeFormatOptions;

/**
 * Building an `Intl.DateTimeFormat` costs far more than formatting with one (it loads the locale's
 * data): a screen listing many dates built one per date, a visible part of the console's first
 * screen (decision 358). Formatters are kept by locale and options; they hold no state.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/**
 * Formats a date for display in `locale`. The date is passed in (never read from the clock), and
 * the caller passes `timeZone` when the viewer's zone is not the one wanted.
 */
export function formatDate(
  date: Date | number,
  locale: string,
  options: FormatDateOptions = { dateStyle: 'medium' },
): string {
  return dateTimeFormat(locale, options).format(date);
}

/**
 * Who reads a date (decision 263): the language chosen on screen and the browser's locales
 * (`navigator.languages`), most preferred first.
 */
export interface DateReader {
  language: string;
  browserLocales?: readonly string[];
}

/** The locale dates are written in, and whether it is the reader's own (numeric dates allowed). */
export interface DateLocale {
  locale: string;
  /** True when a browser locale with a region matched the chosen language. */
  own: boolean;
}

/** The locale for the unambiguous form when no browser locale matches: British order for English. */
const FALLBACK_LOCALES: Readonly<Record<string, string>> = { en: 'en-GB' };

function canonical(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The locale to write dates in (decision 263): the first browser locale whose language is the
 * chosen one and that names a region (`en-GB` with English on screen), else the chosen language in
 * an unambiguous form (English as `en-GB`: "28 Nov 2026", never "11/28/26").
 */
export function dateLocaleOf(reader: DateReader): DateLocale {
  const language = reader.language.trim().slice(0, 2).toLowerCase();
  for (const tag of reader.browserLocales ?? []) {
    const locale = canonical(tag);
    if (locale === null) continue;
    const parts = new Intl.Locale(locale);
    if (parts.language === language && parts.region !== undefined) return { locale, own: true };
  }
  return { locale: FALLBACK_LOCALES[language] ?? canonical(language) ?? 'en-GB', own: false };
}

/** A local date `YYYY-MM-DD` as the instant of its UTC midnight, formatted in UTC (no zone shift). */
function utcDay(date: string): Date {
  const value = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) throw new RangeError(`invalid local date "${date}"`);
  return value;
}

/** The date fields: digits in the reader's own locale (28/11/2026), else the month's name. */
function dateFields(own: boolean): Intl.DateTimeFormatOptions {
  return own
    ? { day: '2-digit', month: '2-digit', year: 'numeric' }
    : { day: 'numeric', month: 'short', year: 'numeric' };
}

/**
 * A calendar date (`YYYY-MM-DD`, a location's local date) for `reader`: "28/11/2026" for an en-GB
 * browser with English on screen, "28 Nov 2026" when the browser does not match, always with the
 * year. `weekday` adds the short weekday name.
 */
export function formatCalendarDate(
  date: string,
  reader: DateReader,
  options: { weekday?: boolean } = {},
): string {
  const { locale, own } = dateLocaleOf(reader);
  return dateTimeFormat(locale, {
    ...dateFields(own),
    ...(options.weekday ? { weekday: 'short' } : {}),
    timeZone: 'UTC',
  }).format(utcDay(date));
}

/**
 * The date of an instant in `timeZone` (the location's; the viewer's own when omitted), as
 * {@link formatCalendarDate} writes it.
 */
export function formatInstantDate(
  instant: Date | number | string,
  reader: DateReader,
  timeZone?: string,
): string {
  const { locale, own } = dateLocaleOf(reader);
  return dateTimeFormat(locale, {
    ...dateFields(own),
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(instant));
}

/**
 * Date and time of an instant. With `timeZone` (the location's) the time is that zone's and says
 * so: "28/11/2026, 14:05 (Europe/Amsterdam)"; without it, the viewer's own zone, unlabelled. The
 * clock (24 or 12 hours) is the locale's: 24 hours unless the reader's own locale uses 12.
 */
export function formatDateTime(
  instant: Date | number | string,
  reader: DateReader,
  timeZone?: string,
): string {
  const { locale, own } = dateLocaleOf(reader);
  const text = dateTimeFormat(locale, {
    ...dateFields(own),
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(instant));
  return timeZone ? `${text} (${timeZone})` : text;
}

/** The year of a local date `YYYY-MM-DD`. */
function yearOf(date: string): number {
  return utcDay(date).getUTCFullYear();
}

/**
 * The two ends of a range of calendar dates, both inclusive (`YYYY-MM-DD`), for a sentence
 * ("from … to …"): "Mon 1 Dec" and "Sat 6 Dec" within the current year of `today` (a local
 * date), both with the year when the range crosses a year or is not in the current one ("Mon, 1
 * Dec 2025" and "Sat, 31 Oct 2026"). Months are always named, so day and month cannot be swapped.
 */
export function formatDateRangeEnds(
  from: string,
  to: string,
  reader: DateReader,
  options: { today: string; weekday?: boolean },
): [string, string] {
  const { locale } = dateLocaleOf(reader);
  const current = yearOf(options.today);
  const withYear = yearOf(from) !== current || yearOf(to) !== current;
  const format = dateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    ...(options.weekday ? { weekday: 'short' } : {}),
    timeZone: 'UTC',
  });
  return [format.format(utcDay(from)), format.format(utcDay(to))];
}

/** A range of calendar dates as one text, "Tue 1 Dec – Sun 6 Dec" ({@link formatDateRangeEnds}). */
export function formatDateRange(
  from: string,
  to: string,
  reader: DateReader,
  options: { today: string; weekday?: boolean },
): string {
  const [start, end] = formatDateRangeEnds(from, to, reader, options);
  return start === end ? start : `${start} – ${end}`;
}
