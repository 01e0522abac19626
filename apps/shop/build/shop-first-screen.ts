import { EARLY_READS_GLOBAL } from '@careshop/api-client/early-reads';
import { shopRoutePaths } from '../src/app/route-paths';
import { storageKeys } from '../src/lib/storage-keys';
import type { FirstScreenPreloadOptions } from './first-screen-preload';
import landingPages from './landing-pages.json' with { type: 'json' };

/**
 * What the shop's document asks for before its entry has run (decision 362): the page's code for
 * the landing pages (the product page at each of its addresses), the guessed language's first-screen texts, and
 * the start-up reads. The reads are the calls start-up makes on every visit (`main.tsx`: the
 * config; `lib/session/restore-session.ts` with a stored session: the user, the whole product
 * and category lists), spelt as the API client sends them (`first-screen-preload.test.ts` sends
 * them through the client and counts the requests).
 */
export function shopFirstScreen(apiUrl: string): FirstScreenPreloadOptions {
  return {
    apiUrl,
    tokenKey: storageKeys.token,
    customizationKey: storageKeys.customization,
    // The customization store's `localeDefault` before any config was seen.
    defaultLanguage: 'fr',
    readsGlobal: EARLY_READS_GLOBAL,
    reads: {
      always: ['config_for_hostname/{hostname}'],
      session: ['user/me?refresh=1', 'product', 'category'],
      // The home's first screen is its categories; the product list (23 KB), below them, would
      // only share the link with the code the page needs first (decision 255's loader).
      notOn: { '/': ['product'] },
    },
    paths: shopRoutePaths,
    loginPath: '/login',
    pages: {
      login: [landingPages['/login']],
      home: [landingPages['/']],
      product: [landingPages['/$ctn']],
    },
    screens: {
      '/login': 'login',
      '/': 'home',
      '/$ctn': 'product',
      '/c-p/$ctn': 'product',
      '/c-p/$category/$id/$ctn': 'product',
    },
    dictionary: /\/shop-([a-z]{2})-\w+\.js$/,
  };
}
