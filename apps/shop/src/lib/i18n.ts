import {
  createShopI18n,
  hasShopLanguage,
  preloadShopLanguage,
  type SupportedLanguage,
} from '@careshop/i18n/shop';
import { useEffect, useState } from 'react';
import { useCustomizationStore } from '../stores/customization-store';

/**
 * The app's i18next instance with the shop texts of `@careshop/i18n/shop`: one language at a
 * time, each a chunk loaded on demand (decision 236). react-i18next gets it through
 * `I18nextProvider`. The language follows the customization store's `locale` and the config.
 */
export const i18n = createShopI18n({ locale: firstGuess(), fallbackLocale: 'en' });

/**
 * The dictionary most likely needed, fetched as soon as the entry runs, in parallel with the
 * config call: the stored pick, else the shop's default language seen on the last visit.
 */
function firstGuess(): string {
  const { locale, localeDefault } = useCustomizationStore.getState();
  return locale ?? localeDefault;
}

/** Starts loading the first guess (main.tsx, before the first render); never switches. */
export function startLoadingLanguage(): Promise<void> {
  return preloadShopLanguage(i18n, i18n.language as SupportedLanguage).catch(() => undefined);
}

/** What {@link useLanguageLoaded} reports. */
export type LanguageState = 'loading' | 'ready' | 'failed';

/**
 * Loads `language`'s texts and switches i18next and `<html lang>` to it. 'ready' once texts are
 * on screen: on a later switch the previous language stays until the next one has arrived, so
 * the page never blanks.
 */
export function useLanguageLoaded(language: SupportedLanguage): LanguageState {
  const [state, setState] = useState<LanguageState>(() =>
    hasShopLanguage(i18n, language) && i18n.language === language ? 'ready' : 'loading',
  );
  useEffect(() => {
    let live = true;
    // Only the latest choice switches: a slower, older load that lands later changes nothing.
    preloadShopLanguage(i18n, language).then(
      async () => {
        if (!live) return;
        if (i18n.language !== language) await i18n.changeLanguage(language);
        document.documentElement.lang = language;
        if (live) setState('ready');
      },
      () => {
        if (live) setState((current) => (current === 'ready' ? current : 'failed'));
      },
    );
    return () => {
      live = false;
    };
  }, [language]);
  return state;
}
