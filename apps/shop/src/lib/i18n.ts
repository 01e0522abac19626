import { createI18n } from '@careshop/i18n';

/**
 * The app's i18next instance with the shared dictionaries of `@careshop/i18n`; react-i18next gets
 * it through `I18nextProvider`. The language follows the customization store's `locale`.
 */
export const i18n = createI18n({ locale: 'fr', fallbackLocale: 'en' });
