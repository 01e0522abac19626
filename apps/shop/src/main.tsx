import '@careshop/design-system/styles.css';
import '@careshop/design-system/fonts-optional.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstRoute } from './app/preload-first-route';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { startUp, wireForcedLogout } from './app/session-wiring';
import { startLoadingLanguage } from './lib/i18n';
import { trackPageChanges } from './lib/page-transition';
import { shopConfigQueryOptions } from './lib/queries/get-shop-config';
import { queryClient } from './lib/query-client';

/**
 * Everything the first screen needs starts at once, not one after the other (issue 15): the
 * config call, the language's texts, the session restore and the page's own code. It runs in a
 * task of its own, after the one that evaluates the entry's modules (decision 362): that one
 * already takes the longest of the first visit, and the calls lose nothing by it, since the
 * document's preload script has sent them (`lib/early-reads.ts`).
 */
function start() {
  void queryClient.prefetchQuery(shopConfigQueryOptions());
  void startLoadingLanguage();
  wireForcedLogout();
  void startUp();
  preloadFirstRoute();
  trackPageChanges(router);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <App />
      </AppProviders>
    </StrictMode>,
  );
}

setTimeout(start, 0);
