import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { router } from './router';

/**
 * Query client, i18n and the router. The design system's theme wraps the routed layouts
 * (`./themed`), so the design system and the schemas it imports load with the first screen, not
 * with the app's entry (issue 13's 150 KB budget; decision 216).
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
