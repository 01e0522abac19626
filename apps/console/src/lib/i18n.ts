import { createLazyI18n, switchLanguage } from '@careshop/i18n/lazy';
import { useLanguageStore } from './language-store';

/**
 * The app's i18next instance with only the chosen language's dictionary loaded (a chunk of its
 * own); a switch in the header loads the next one, then changes `<html lang>`.
 */
export const i18n = await createLazyI18n({
  locale: useLanguageStore.getState().language,
  fallbackLocale: 'en',
});
document.documentElement.lang = i18n.language;

useLanguageStore.subscribe((state) => {
  if (i18n.language === state.language) return;
  void switchLanguage(i18n, state.language).then(() => {
    document.documentElement.lang = state.language;
  });
});
