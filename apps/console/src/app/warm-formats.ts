/**
 * The first `Intl` number or date format a page builds loads the browser's formatting data:
 * ~35–55 ms of CPU on a desktop core, four times that on a mid-range phone, whatever the locale.
 * The screens behind the login format numbers and dates in their first render. Built here, in
 * tasks of their own while the entry waits for the screen's texts, code and data, that load is
 * done before the first render instead of inside its task (decision 374).
 */
export function warmFormats(language: string): void {
  setTimeout(() => {
    new Intl.NumberFormat(language).format(0);
    setTimeout(() => new Intl.DateTimeFormat(language, { timeZone: 'UTC' }).format(0), 0);
  }, 0);
}
