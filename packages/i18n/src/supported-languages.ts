/** The languages that have a dictionary, in the order a language menu lists them. */
export const supportedLanguages = ['en', 'de', 'fr', 'es', 'nl', 'it'] as const;

/** A two-letter language code that has a dictionary. */
export type SupportedLanguage = (typeof supportedLanguages)[number];

/**
 * Each language's name in that language. A switcher shows these untranslated so a reader finds
 * their own language whatever the current one is.
 */
export const languageNames: Readonly<Record<SupportedLanguage, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  nl: 'Nederlands',
  it: 'Italiano',
};

/** Whether `value` is one of {@link supportedLanguages}. */
export function isSupportedLanguage(value: string): value is SupportedLanguage {
  return (supportedLanguages as readonly string[]).includes(value);
}
