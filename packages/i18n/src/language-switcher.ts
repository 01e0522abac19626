import { languageOf, normaliseLocales } from './locale-code';
import { isSupportedLanguage, languageNames, type SupportedLanguage } from './supported-languages';

/** One entry of the language switcher. */
export interface SwitcherLanguage {
  /** The configured locale code, for example `'fr-FR'`. */
  locale: string;
  /** The two-letter language stored when this entry is picked (SPEC 4 "Language"). */
  language: SupportedLanguage;
  /** The language's name in that language, for example `'Français'`. */
  label: string;
}

/** What the header and footer do with the configured locales. */
export interface SwitcherState {
  /** Show the switcher only when there is a choice: two or more languages (SPEC 4). */
  showSwitcher: boolean;
  /** With exactly one language it is set automatically; otherwise `undefined`. */
  autoLocale: SupportedLanguage | undefined;
}

/**
 * The switcher entries for a shop config's `locale` value, in configured order. Locales without
 * a dictionary and second locales of an already listed language are left out, because picking
 * them would store the same two letters.
 */
export function languagesFromConfig(
  locales: string | readonly string[] | null | undefined,
): SwitcherLanguage[] {
  const entries: SwitcherLanguage[] = [];
  for (const locale of normaliseLocales(locales)) {
    const language = languageOf(locale);
    if (!isSupportedLanguage(language)) continue;
    if (entries.some((entry) => entry.language === language)) continue;
    entries.push({ locale, language, label: languageNames[language] });
  }
  return entries;
}

/** Whether to show the switcher and which language to set without asking (SPEC 4 "Language"). */
export function switcherState(
  locales: string | readonly string[] | null | undefined,
): SwitcherState {
  const languages = languagesFromConfig(locales);
  return {
    showSwitcher: languages.length >= 2,
    autoLocale: languages.length === 1 ? languages[0]?.language : undefined,
  };
}
