import { type DateReader, dateLocaleOf } from './format-date';

/** A numeric field of a typed date. */
export type DateInputField = 'day' | 'month' | 'year';

/**
 * How a date is typed into a text field (decision 263): the order of day, month and year, the
 * separator between them, and the pattern as the reader sees it ("dd/mm/yyyy").
 */
export interface DateInputPattern {
  order: readonly [DateInputField, DateInputField, DateInputField];
  separator: string;
  /** The pattern to show as placeholder and hint, "dd/mm/yyyy". */
  text: string;
}

const FIELD_TEXT: Readonly<Record<DateInputField, string>> = {
  day: 'dd',
  month: 'mm',
  year: 'yyyy',
};

function patternOf(order: DateInputPattern['order'], separator: string): DateInputPattern {
  return { order, separator, text: order.map((field) => FIELD_TEXT[field]).join(separator) };
}

/** ISO 8601, `yyyy-mm-dd`: unambiguous whatever the reader's locale. */
export const ISO_DATE_INPUT: DateInputPattern = patternOf(['year', 'month', 'day'], '-');

function isField(type: string): type is DateInputField {
  return type === 'day' || type === 'month' || type === 'year';
}

/**
 * The pattern to type dates in for `reader` (decision 263): the numeric order and separator of the
 * browser's locale when it matches the language on screen (`dd/mm/yyyy` for en-GB, `dd.mm.yyyy`
 * for de-DE, `mm/dd/yyyy` for en-US), read from `Intl`, else ISO `yyyy-mm-dd`.
 */
export function dateInputPattern(reader: DateReader): DateInputPattern {
  const { locale, own } = dateLocaleOf(reader);
  if (!own) return ISO_DATE_INPUT;
  const parts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
    calendar: 'gregory',
    numberingSystem: 'latn',
  }).formatToParts(new Date(Date.UTC(2026, 10, 21)));
  const order: DateInputField[] = [];
  let separator = '';
  for (const part of parts) {
    if (isField(part.type)) order.push(part.type);
    else if (part.type === 'literal' && order.length === 1 && separator === '') {
      separator = part.value.replace(/[\s\u200e\u200f\u061c]/g, '');
    }
  }
  const [first, second, third] = order;
  if (order.length !== 3 || first === undefined || second === undefined || third === undefined) {
    return ISO_DATE_INPUT;
  }
  if (new Set(order).size !== 3 || separator === '' || /\d/.test(separator)) return ISO_DATE_INPUT;
  return patternOf([first, second, third], separator);
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The ISO date of `year`, `month`, `day`, or null when there is no such day (31 February). */
function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * A date `YYYY-MM-DD` written in `pattern` ("21/11/2026"); `''` for `''`, and any text that is not
 * an ISO date unchanged.
 */
export function formatDateInput(iso: string, pattern: DateInputPattern): string {
  const match = ISO.exec(iso);
  if (!match) return iso;
  const values: Record<DateInputField, string> = {
    year: match[1] ?? '',
    month: match[2] ?? '',
    day: match[3] ?? '',
  };
  return pattern.order.map((field) => values[field]).join(pattern.separator);
}

/**
 * The date `YYYY-MM-DD` typed as `text` in `pattern` (day and month may have one digit, the year
 * has four; any separator), or ISO `YYYY-MM-DD` typed in any pattern; null when it is not a date,
 * or no such day (31/02/2026).
 */
export function parseDateInput(text: string, pattern: DateInputPattern): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const pieces = trimmed.split(/[^\d]+/);
  if (pieces.length !== 3) return null;
  const values: Partial<Record<DateInputField, string>> = {};
  pattern.order.forEach((field, index) => {
    values[field] = pieces[index];
  });
  const { day = '', month = '', year = '' } = values;
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  return isoOf(Number(year), Number(month), Number(day));
}
