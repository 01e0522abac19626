import type { SupportedLanguage } from '@careshop/i18n';
import { create } from 'zustand';
import { initialLanguage } from './initial-language';
import { storageKeys } from './storage-keys';

/** The language on screen (SPEC 4 Language: the first two letters are stored). */
export interface LanguageState {
  language: SupportedLanguage;
  setLanguage(language: SupportedLanguage): void;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const useLanguageStore = create<LanguageState>()((set) => ({
  language: initialLanguage({
    picked: readStorage(storageKeys.language),
    shopCustomization: readStorage(storageKeys.shopCustomization),
    browser: typeof navigator === 'undefined' ? [] : navigator.languages,
  }),
  setLanguage(language) {
    window.localStorage.setItem(storageKeys.language, language);
    set({ language });
  },
}));
