import { ThemeProvider } from '@careshop/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { selectTheme, useCustomizationStore } from '../stores/customization-store';

/** Query client, i18n and the design-system theme from the persisted customization (SPEC 3). */
export function AppProviders({ children }: { children: ReactNode }) {
  const theme = useCustomizationStore(useShallow(selectTheme));
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider customization={theme} className="shop-root">
          {children}
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
