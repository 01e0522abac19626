/** Options for {@link formatDate}; any `Intl.DateTimeFormat` option, medium date style by default. */
export type FormatDateOptions = Intl.DateTimeFormatOptions;

/**
 * Formats a date for display in `locale`. The date is passed in (never read from the clock), and
 * the caller passes `timeZone` when the viewer's zone is not the one wanted.
 */
export function formatDate(
  date: Date | number,
  locale: string,
  options: FormatDateOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(locale, options).format(date);
}
