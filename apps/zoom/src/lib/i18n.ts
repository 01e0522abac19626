import { createI18n } from '@careshop/i18n';
import { useLanguageStore } from './language-store';

/** The app's i18next instance with the shared dictionaries; follows the language store. */
export const i18n = createI18n({
  locale: useLanguageStore.getState().language,
  fallbackLocale: 'en',
});
