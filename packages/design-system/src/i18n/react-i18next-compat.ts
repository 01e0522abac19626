/**
 * What the built shop and console run instead of react-i18next (decisions 354 and 366), on the
 * translator of `@careshop/i18n/compat/i18next`: `I18nextProvider` and `useTranslation()` as they
 * use them. As with react-i18next's defaults, a component re-renders when the language changes
 * (its `t` is then a new function), not when texts are added; the texts are there before a page
 * shows (decisions 236 and 345). Each app's `vite.config.ts` aliases `react-i18next` to this
 * module for its build and dev server. It lives here rather than beside the translator because
 * `@careshop/i18n` stays free of React (decision 154), and it imports React directly: a binding
 * with React's functions handed in cost the shop ~90 bytes gzipped it does not have under its
 * budget.
 */

import type { I18n, TFunction } from '@careshop/i18n/compat/i18next';
import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';

const I18nContext = createContext<{ i18n: I18n } | undefined>(undefined);

let globalInstance: I18n | undefined;

/** For `i18n.use(initReactI18next)`: the instance used outside a provider. */
export const initReactI18next = {
  type: '3rdParty' as const,
  init(instance: I18n) {
    globalInstance = instance;
  },
};

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  const value = useMemo(() => ({ i18n }), [i18n]);
  return createElement(I18nContext.Provider, { value }, children);
}

/** `{ t, i18n, ready }` (also as `[t, i18n, ready]`) in the provider's current language. */
export function useTranslation() {
  const i18n = useContext(I18nContext)?.i18n ?? globalInstance;
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider');
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => {
        i18n.off('languageChanged', changed);
      };
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  return useMemo(() => {
    // Fixed to the language, as react-i18next's: a new function for each language, so effects
    // and memos that depend on `t` run again.
    const t: TFunction = i18n.getFixedT(language);
    return Object.assign([t, i18n, true] as const, { t, i18n, ready: true });
  }, [i18n, language]);
}
