import { createI18n, defaultNamespace } from '@careshop/i18n';
import { appTexts } from './app-texts';

/**
 * The app's i18next instance with the shared dictionaries of `@careshop/i18n`; react-i18next gets
 * it through `I18nextProvider`. The language follows the customization store's `locale`.
 */
export const i18n = createI18n({ locale: 'fr', fallbackLocale: 'en' });
for (const [language, texts] of Object.entries(appTexts)) {
  i18n.addResourceBundle(language, defaultNamespace, { shop_app: texts }, true, false);
}
