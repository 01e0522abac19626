import { defaultCustomization, ThemeProvider } from '@careshop/design-system';
import { preloadShopLanguage } from '@careshop/i18n/shop';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { useLanguageStore } from '../lib/language-store';
import { queryClient } from '../lib/query-client';

/** Query client, i18n and the design-system theme. */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useLanguageStore((state) => state.language);
  useEffect(() => {
    let live = true;
    // The texts of a newly picked language load first; only the latest pick switches.
    void preloadShopLanguage(i18n, language).then(async () => {
      if (!live) return;
      if (i18n.language !== language) await i18n.changeLanguage(language);
      document.documentElement.lang = language;
    });
    return () => {
      live = false;
    };
  }, [language]);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider customization={defaultCustomization} className="zoom-root">
          {children}
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
