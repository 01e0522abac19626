import { Banner, Button } from '@careshop/design-system';
import { useQuery } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageLoaded } from '../lib/i18n';
import { shopConfigQueryOptions } from '../lib/queries/get-shop-config';
import { retryRestore } from '../lib/session/restore-retry';
import { useShopLanguage } from '../lib/use-shop-language';
import { useAccountStore } from '../stores/account-store';
import { useCustomizationStore } from '../stores/customization-store';
import { router } from './router';

/**
 * SPEC 2: a loading indicator until the config and the language's texts have loaded, then the
 * routed app. The indicator is the one of index.html, so nothing moves when the app takes over.
 */
export function App() {
  const config = useQuery(shopConfigQueryOptions());
  // Under React a deferred value renders the routed app in the background, in slices. The build
  // runs on Preact (decision 243), whose `useDeferredValue` returns the value as it is: there the
  // first render is one task, kept short by the catalogue's own splitting (decision 256).
  const ready = useDeferredValue(config.isSuccess);
  if (config.isError) return <StartFailure onRetry={() => void config.refetch()} />;
  if (!ready) return <StartIndicator />;
  return <RoutedApp />;
}

function RoutedApp() {
  const { language, defaultLanguage } = useShopLanguage();
  const loaded = useDeferredValue(useLanguageLoaded(language));
  const setLocaleDefault = useCustomizationStore((state) => state.setLocaleDefault);
  // The next visit fetches this language's texts before the config answers (lib/i18n.ts).
  useEffect(() => setLocaleDefault(defaultLanguage), [defaultLanguage, setLocaleDefault]);
  if (loaded === 'loading') return <StartIndicator />;
  if (loaded === 'failed') return <StartFailure onRetry={() => window.location.reload()} />;
  return (
    <>
      <RestoreNotice />
      <RouterProvider router={router} />
    </>
  );
}

/**
 * SPEC 4 App start, decision 234: a stored session whose restore is slow (past the 5000 ms
 * time-out) or failed without a 401 keeps its token; this says so, above whatever the router
 * shows meanwhile, with a "try again" that restores it again.
 */
function RestoreNotice() {
  const { t } = useTranslation();
  const problem = useAccountStore((state) => (state.isInitialized ? null : state.restoreProblem));
  if (!problem) return null;
  return (
    <Banner
      severity={problem === 'failed' ? 'error' : 'info'}
      live={problem === 'failed' ? 'alert' : 'status'}
      action={<Button onClick={retryRestore}>{t('start.retry')}</Button>}
    >
      {t(problem === 'failed' ? 'start.failed' : 'start.slow')}
    </Banner>
  );
}

const startIndicatorStyle = {
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
  font: '600 1.5rem/1.2 system-ui, sans-serif',
  color: '#1b2a4a',
} as const;

/** The start-up indicator of index.html (SPEC 4 App start), the same element and style. */
function StartIndicator() {
  return (
    <div role="status" style={startIndicatorStyle}>
      Careshop
    </div>
  );
}

function StartFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main style={{ padding: '2rem' }}>
      <Banner
        severity="error"
        live="alert"
        action={<Button onClick={onRetry}>{t('errors.chunk_load.reload')}</Button>}
      >
        {t('errors.general_error')}
      </Banner>
    </main>
  );
}
