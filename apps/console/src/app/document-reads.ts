import { env } from '../config/env';
import { hasStoredToken } from '../lib/token-key';
import { startStoredEarlyReads } from './first-screen-reads';

/**
 * Built on its own into the document's preload script (`build/first-screen-preload.ts`,
 * decision 363), which runs as soon as its few kilobytes arrive: on a landing screen behind the
 * login (`LANDING_SCREENS`, the addresses whose code that script preloads) with a stored session,
 * the "who am I" call and the screen's reads leave now, beside the screen's code, instead of once
 * the entry's 70 KB chunk has arrived and run. The entry's API client takes their answers
 * (`@careshop/api-client/early-reads`, whose state both copies share); the entry sends them itself for every
 * other address, and never twice.
 */
const LANDING_SCREENS: readonly string[] = ['/', '/counts', '/reports'];

const base = env.VITE_BASE_PATH === '/' ? '' : env.VITE_BASE_PATH;
const { pathname } = window.location;
const path = pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
if (LANDING_SCREENS.includes(path.replace(/\/+$/, '') || '/') && hasStoredToken()) {
  startStoredEarlyReads(path, window.location.search);
}
