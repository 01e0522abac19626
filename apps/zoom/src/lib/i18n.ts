import { createShopI18n, loadShopLanguage, type SupportedLanguage } from '@careshop/i18n/shop';
import { useLanguageStore } from './language-store';

/**
 * The app's i18next instance with the shop family's texts of `@careshop/i18n/shop` (the `zoom`
 * area included): one language at a time, each a chunk loaded on demand (decision 236). The
 * first language loads before the first render (top-level await, as the console does).
 */
export const i18n = createShopI18n({
  locale: useLanguageStore.getState().language,
  fallbackLocale: 'en',
});
await loadShopLanguage(i18n, i18n.language as SupportedLanguage);
