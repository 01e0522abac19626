import { claimEarlyReads, sendEarlyRead } from '@careshop/api-client/early-reads';
import { env } from '../config/env';
import { addDays } from '../features/counts/components/count-labels';
import { type AccountKind, storedAccountKind, storedConsoleActions } from '../lib/account-kind';
import { isoDay } from '../lib/iso-day';
import { countsSearch } from '../lib/search-params';
import { CONSOLE_TOKEN_KEY } from '../lib/token-key';
import { mayOpen } from './nav-items';

// Which GETs the first screen behind the login makes (decision 353), sent before its code
// arrives, by the document's preload script on the landing screens (decision 363), else by the
// entry; `@careshop/api-client/early-reads` hands each answer to the API client's call for it.

/** The API's admin base, as the client builds it (`${baseUrl}/api/admin`). */
function adminBase(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/admin`;
}

/** The query the client puts on the address (its `URLSearchParams`, in the caller's order). */
function withQuery(url: string, query?: Record<string, string | number>): string {
  if (!query) return url;
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  return `${url}?${search}`;
}

/** What {@link startEarlyReads} needs to know about the visit. */
export interface EarlyVisit {
  /** The address without the base path, e.g. `/counts`. */
  pathname: string;
  /** The address's query, e.g. `?location=3`. */
  search: string;
  /** The stored session token (`null`: nothing is sent). */
  token: string | null;
  /** Which "who am I" call the app makes first (`storedAccountKind`). */
  kind: AccountKind;
  /**
   * The console user's actions at their last `/console/me` (`storedConsoleActions`); `null`:
   * unknown, so only the "who am I" call is sent. A screen those actions may not open reads
   * nothing, as the shell's own check (decision 278).
   */
  actions: readonly string[] | null;
  /** `env.VITE_API_URL || window.location.origin`, as `lib/session.ts` gives the client. */
  baseUrl: string;
  now?: () => number;
}

/**
 * Sends the "who am I" call and, for a console user, the landing screen's reads (the dashboard,
 * counts and reports screens, decision 353), exactly as their route loaders will ask for them.
 */
export function startEarlyReads(visit: EarlyVisit): void {
  if (!visit.token) return;
  const now = visit.now ?? Date.now;
  const authorization = `Bearer ${visit.token}`;
  const base = adminBase(visit.baseUrl);
  const get = (path: string, query?: Record<string, string | number>) =>
    sendEarlyRead(withQuery(`${base}/${path}`, query), authorization, now);
  if (visit.kind === 'staff') {
    get('backoffice/me');
    return;
  }
  get('console/me');
  const path = visit.pathname.replace(/\/+$/, '') || '/';
  if (!visit.actions || !mayOpen({ kind: 'console', actions: visit.actions }, path)) return;
  switch (path) {
    case '/':
      get('console/occupancy');
      get('console/locations');
      get('console/devices');
      return;
    case '/reports':
      get('console/locations');
      get('console/subscriptions');
      return;
    case '/counts': {
      const search = countsSearch(Object.fromEntries(new URLSearchParams(visit.search)));
      const counts = (location: number) => {
        // As `countsView` (features/counts/api/counts.ts) builds the window.
        const window = {
          location,
          from: search.from ?? isoDay(-7),
          to: addDays(search.to ?? isoDay(-1), 1),
        };
        get('console/series', { ...window, interval: search.interval ?? 'D' });
        get('console/heatmap', window);
        get('console/selfcheck-activity', window);
      };
      const locations = get('console/locations');
      if (search.location !== undefined) counts(search.location);
      else
        void locations
          .then((response) => (response.ok ? response.clone().json() : undefined))
          .then((body: { items?: { id?: unknown }[] } | undefined) => {
            const first = body?.items?.[0]?.id;
            if (typeof first === 'number') counts(first);
          })
          .catch(() => undefined);
      return;
    }
  }
}

/**
 * {@link startEarlyReads} for this browser's stored session, account kind and actions hint, at
 * `pathname` (without the base path): once per page, by the first of the document's preload
 * script (`app/document-reads.ts`) and the entry (`app/first-screen.ts`) to get here.
 */
export function startStoredEarlyReads(pathname: string, search: string): void {
  if (!claimEarlyReads()) return;
  startEarlyReads({
    pathname,
    search,
    token:
      window.localStorage.getItem(CONSOLE_TOKEN_KEY) ||
      window.sessionStorage.getItem(CONSOLE_TOKEN_KEY),
    kind: storedAccountKind(),
    actions: storedConsoleActions(),
    baseUrl: env.VITE_API_URL || window.location.origin,
  });
}
