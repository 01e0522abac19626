import { env } from '../config/env';
import { useLanguageStore } from '../lib/language-store';
import { hasStoredToken } from '../lib/token-key';
import { startStoredEarlyReads } from './first-screen-reads';
import { preloadMatchedCode } from './route-code';
import { router } from './router';
import { warmFormats } from './warm-formats';

/**
 * Imported by `main.tsx` before the app, whose i18n module waits for the chosen language's
 * dictionary before anything renders: the first screen's code (its layouts, screen and loaders)
 * starts downloading now, beside the dictionary, instead of after it (decision 340). A screen
 * behind the login without a stored session fetches the login's code instead, where it goes.
 * With a session, the screen's reads (`/console/me` and the screen's data) start now too, beside
 * its code, instead of after it (decision 353); on the landing screens the document's preload
 * script has sent them already (decision 363), and they are not sent twice. Those screens format
 * numbers and dates: the formatting data loads now, while the entry waits (decision 374).
 */
const base = env.VITE_BASE_PATH === '/' ? '' : env.VITE_BASE_PATH;
const { pathname } = window.location;
const path = pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
const [matched] = router.getMatchedRoutes(path);
const behindLogin = matched.some((route) => route.id === '/authed');
preloadMatchedCode(router, behindLogin && !hasStoredToken() ? '/login' : path);
if (behindLogin && hasStoredToken()) {
  startStoredEarlyReads(path, window.location.search);
  warmFormats(useLanguageStore.getState().language);
}
