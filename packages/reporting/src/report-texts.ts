import { isSupportedLanguage, languageOf, resources, type SupportedLanguage } from '@careshop/i18n';
import { addDays } from './local-calendar';
import type { RowBucket } from './row-buckets';
import type { Interval } from './schedule';

type ConsoleTexts = (typeof resources)['en']['translation']['console'];
/** Report column headers and document texts of one language (console dictionary). */
export type ReportTexts = ConsoleTexts['report_columns'] &
  ConsoleTexts['report_document'] & {
    reportTypes: ConsoleTexts['report_types'];
  };

/** The dictionary language of a recipient locale (`de-CH` → `de`); English when there is none. */
export function reportLanguageOf(locale: string): SupportedLanguage {
  const language = languageOf(locale);
  return isSupportedLanguage(language) ? language : 'en';
}

/**
 * The locale dates are written in: the recipient's own (`de-CH`) when its language has a
 * dictionary, else English, so dates and headers never mix two languages.
 */
export function reportLocaleOf(locale: string): string {
  return isSupportedLanguage(languageOf(locale)) ? locale.trim() : 'en';
}

/** The report texts in the recipient's language. */
export function reportTexts(locale: string): ReportTexts {
  const texts = resources[reportLanguageOf(locale)].translation.console;
  return { ...texts.report_columns, ...texts.report_document, reportTypes: texts.report_types };
}

/** The header of the period column at an interval. */
export function periodHeader(interval: Interval, texts: ReportTexts): string {
  const keys = {
    h: 'period_hour',
    D: 'period_date',
    M: 'period_month',
    Y: 'period_year',
    '-': 'period_total',
  } as const;
  return texts[keys[interval]];
}

/**
 * A local date (and hour) as a zone-free Date whose UTC fields are the local wall time, the form
 * spreadsheets store dates in. Format it with `timeZone: 'UTC'`.
 */
export function wallDateOf(localDate: string, hour: number | null = null): Date {
  return new Date(
    Date.UTC(
      Number(localDate.slice(0, 4)),
      Number(localDate.slice(5, 7)) - 1,
      Number(localDate.slice(8, 10)),
      hour ?? 0,
    ),
  );
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** How a row's period is written at each interval (the same for text and spreadsheet formats). */
export const PERIOD_DATE_FORMATS: Readonly<
  Record<'h' | 'D' | 'M' | 'Y', Intl.DateTimeFormatOptions>
> = {
  h: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  D: { year: 'numeric', month: '2-digit', day: '2-digit' },
  M: { year: 'numeric', month: 'long' },
  Y: { year: 'numeric' },
};

function formatterOf(locale: string, style: 'h' | 'D' | 'M' | 'Y'): Intl.DateTimeFormat {
  const id = `${locale}|${style}`;
  let formatter = formatters.get(id);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...PERIOD_DATE_FORMATS[style], timeZone: 'UTC' });
    formatters.set(id, formatter);
  }
  return formatter;
}

/** A local date in the recipient's language (`31.03.2024`, `03/31/2024`). */
export function formatLocalDate(localDate: string, locale: string): string {
  return formatterOf(locale, 'D').format(wallDateOf(localDate));
}

/** A window of local dates (`to` exclusive) as text: `01.03.2024 – 31.03.2024`. */
export function formatWindow(from: string, to: string, locale: string): string {
  return `${formatLocalDate(from, locale)} – ${formatLocalDate(addDays(to, -1), locale)}`;
}

/** The label of a report row in the recipient's language: its hour, day, month, year or window. */
export function bucketLabel(bucket: RowBucket, locale: string): string {
  if (bucket.interval === '-') return formatWindow(bucket.from, bucket.to, locale);
  // A month or year row clipped to the window still names its whole month or year.
  const date =
    bucket.interval === 'M'
      ? `${bucket.key}-01`
      : bucket.interval === 'Y'
        ? `${bucket.key}-01-01`
        : bucket.from;
  return formatterOf(locale, bucket.interval).format(wallDateOf(date, bucket.hour));
}
