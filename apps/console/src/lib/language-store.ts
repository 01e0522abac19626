import { isSupportedLanguage, type SupportedLanguage } from '@careshop/i18n/lazy';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The first supported language of the browser, else English. */
export function browserLanguage(
  languages: readonly string[] = navigator.languages,
): SupportedLanguage {
  for (const tag of languages) {
    const language = tag.slice(0, 2).toLowerCase();
    if (isSupportedLanguage(language)) return language;
  }
  return 'en';
}

interface LanguageState {
  language: SupportedLanguage;
  setLanguage(language: SupportedLanguage): void;
}

/** The console's language: chosen in the header, kept across visits (client state, STYLE 7). */
export const useLanguageStore = create<LanguageState>()(
  persist(
    (set) => ({
      language: browserLanguage(),
      setLanguage: (language) => set({ language }),
    }),
    { name: 'careshop-console-language' },
  ),
);
