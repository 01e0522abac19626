import {
  isSupportedLanguage,
  languageNames,
  languagesFromConfig,
  normaliseLocales,
  type SupportedLanguage,
  switcherState,
} from '@careshop/i18n';
import type { ShopConfig } from '@careshop/validation';

/** Inputs of {@link resolveShopLanguage}. */
export interface ShopLanguageInput {
  locale: ShopConfig['locale'];
  /** The visitor's stored choice (two letters), if any. */
  picked: string | null;
}

/** The language to show and the switcher entries (SPEC 4 "Language"). */
export interface ShopLanguage {
  language: SupportedLanguage;
  /** The shop's own default: the first configured language with a dictionary, else English. */
  defaultLanguage: SupportedLanguage;
  /** Full locale for Intl formatting, e.g. `fr-FR`. */
  intlLocale: string;
  showSwitcher: boolean;
  options: { code: string; label: string }[];
}

/**
 * With one configured locale it is used automatically; otherwise the stored choice when it has a
 * dictionary (all six can be picked, e.g. from the profile language), else the first configured
 * locale. The switcher lists the configured languages plus the current one when it is not among
 * them, so the control always shows what is on screen (docs/decisions/104-shop-language-choice.md).
 */
export function resolveShopLanguage({ locale, picked }: ShopLanguageInput): ShopLanguage {
  const configured = languagesFromConfig(locale);
  const { showSwitcher, autoLocale } = switcherState(locale);
  const fallback: SupportedLanguage = configured[0]?.language ?? 'en';
  const language: SupportedLanguage =
    autoLocale ?? (picked && isSupportedLanguage(picked) ? picked : fallback);
  const options = configured.map((entry) => ({ code: entry.language, label: entry.label }));
  if (showSwitcher && !options.some((option) => option.code === language)) {
    options.push({ code: language, label: languageNames[language] });
  }
  const intlLocale = normaliseLocales(locale).find((code) => code.startsWith(language)) ?? language;
  return { language, defaultLanguage: fallback, intlLocale, showSwitcher, options };
}
