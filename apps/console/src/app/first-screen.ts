import { env } from '../config/env';
import { hasStoredToken } from '../lib/token-key';
import { preloadMatchedCode } from './route-code';
import { router } from './router';

/**
 * Imported by `main.tsx` before the app, whose i18n module waits for the chosen language's
 * dictionary before anything renders: the first screen's code (its layouts, screen and loaders)
 * starts downloading now, beside the dictionary, instead of after it (decision 340). A screen
 * behind the login without a stored session fetches the login's code instead, where it goes.
 */
const base = env.VITE_BASE_PATH === '/' ? '' : env.VITE_BASE_PATH;
const { pathname } = window.location;
const path = pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
const [matched] = router.getMatchedRoutes(path);
const behindLogin = matched.some((route) => route.id === '/authed');
preloadMatchedCode(router, behindLogin && !hasStoredToken() ? '/login' : path);
