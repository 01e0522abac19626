/**
 * The language part of a locale code: its first two letters, lower-cased (SPEC 3 "Shop config").
 * `languageOf('fr-FR')` is `'fr'`.
 */
export function languageOf(locale: string): string {
  return locale.trim().slice(0, 2).toLowerCase();
}

/**
 * The region part of a locale code: characters 4-5, upper-cased (SPEC 3 "Shop config"), or
 * `undefined` when the code has no region. `regionOf('fr-FR')` is `'FR'`.
 */
export function regionOf(locale: string): string | undefined {
  const region = locale.trim().slice(3, 5).toUpperCase();
  return region.length === 2 ? region : undefined;
}

/**
 * The shop config's `locale` as a list: a single code, a comma-separated string or a list, with
 * blanks and repeats dropped and the configured order kept (the first is the default).
 */
export function normaliseLocales(locales: string | readonly string[] | null | undefined): string[] {
  const raw = typeof locales === 'string' ? locales.split(',') : (locales ?? []);
  const result: string[] = [];
  for (const entry of raw) {
    const code = entry.trim();
    if (code !== '' && !result.includes(code)) result.push(code);
  }
  return result;
}

/** The default locale of a configured list: the first one (SPEC 1), or `undefined` if none. */
export function defaultLocale(locales: readonly string[]): string | undefined {
  return locales[0];
}
