import { createI18n, isSupportedLanguage, type SupportedLanguage } from '@careshop/i18n';

/** Texts the server writes (e-mails, invoices, exports) fall back to English without a dictionary. */
export const fallbackLanguage: SupportedLanguage = 'en';

// One i18next instance per language, built on first use: creating one per e-mail or file would
// cost more than the text itself.
type I18n = ReturnType<typeof createI18n>;
const instances = new Map<SupportedLanguage, I18n>();

/** The supported language of a stored or asked code (`fr`, `fr-BE`), else English. */
export function languageFor(language: string): SupportedLanguage {
  const code = language.slice(0, 2).toLowerCase();
  return isSupportedLanguage(code) ? code : fallbackLanguage;
}

/** The i18next instance of a language, with English for any missing text. */
export function translator(language: SupportedLanguage): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n({ locale: language, fallbackLocale: fallbackLanguage });
    instances.set(language, instance);
  }
  return instance;
}
