import {
  createShopI18n,
  hasShopFirstScreen,
  preloadShopFirstScreen,
  preloadShopLanguage,
  preloadShopLaterTexts,
  type SupportedLanguage,
} from '@careshop/i18n/shop';
import { useEffect, useState } from 'react';
import { useCustomizationStore } from '../stores/customization-store';

/**
 * The app's i18next instance with the shop texts of `@careshop/i18n/shop`: one language at a
 * time, each a chunk loaded on demand (decision 236). react-i18next gets it through
 * `I18nextProvider`. The language follows the customization store's `locale` and the config.
 * A language comes in two parts (decision 345): the first screen's texts, which the app waits for
 * before its first render, and the later pages' (register, checkout, my orders, …), which each of
 * those pages waits for with its code (`app/routes/lazy-page.ts`).
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

/**
 * Starts loading the first screen's texts of the first guess (main.tsx, before the first render);
 * never switches.
 */
export function startLoadingLanguage(): Promise<void> {
  return preloadShopFirstScreen(i18n, i18n.language as SupportedLanguage).catch(() => undefined);
}

/**
 * The later pages' texts of the language on screen (decision 345): a page outside the first
 * screen loads them with its code, so it never shows before its texts. Rejects when they fail to
 * load (the page's route then shows its chunk error).
 */
export function loadLaterTexts(): Promise<void> {
  laterTextsWanted = true;
  return preloadShopLaterTexts(i18n, i18n.language as SupportedLanguage);
}

/** Set once a language's texts are on screen: from then on a switch loads both parts. */
let textsShown = false;

/**
 * Set once a page asked for the later texts: when the first page is a later one (a cold visit
 * to `/cart`), its code was fetched with the first guess's later texts, so the language the app
 * starts in must bring its later texts too, in case the guess was wrong.
 */
let laterTextsWanted = false;

/** What {@link useLanguageLoaded} reports. */
export type LanguageState = 'loading' | 'ready' | 'failed';

/**
 * Loads `language`'s texts and switches i18next and `<html lang>` to it. 'ready' once texts are
 * on screen: on a later switch the previous language stays until the next one has arrived, so
 * the page never blanks.
 */
export function useLanguageLoaded(language: SupportedLanguage): LanguageState {
  const [state, setState] = useState<LanguageState>(() =>
    hasShopFirstScreen(i18n, language) && i18n.language === language ? 'ready' : 'loading',
  );
  useEffect(() => {
    let live = true;
    // The first render of a first-screen page needs the first screen's texts only; a later
    // switch may happen on any page, so it brings both parts before the texts change.
    const texts = textsShown || laterTextsWanted ? preloadShopLanguage : preloadShopFirstScreen;
    // Only the latest choice switches: a slower, older load that lands later changes nothing.
    texts(i18n, language).then(
      async () => {
        if (!live) return;
        if (i18n.language !== language) await i18n.changeLanguage(language);
        document.documentElement.lang = language;
        textsShown = true;
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
