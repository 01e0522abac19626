import { isApiError } from '@careshop/api-client';
import type { BackofficeMe, ConsoleMe } from '@careshop/validation';
import * as consoleRoutes from '@careshop/validation/console-routes';
import { queryOptions } from '@tanstack/react-query';
import {
  type AccountKind,
  rememberAccountKind,
  rememberConsoleActions,
  storedAccountKind,
} from './account-kind';
import { api } from './session';

/**
 * Who is logged in: a console user (the reporting area, `/console/me` with the actions of their
 * level) or shop staff (the Shop area, `/backoffice/me`). The two never mix: a staff member has
 * no console level and a console user is refused by the back office.
 */
export type Who = { kind: 'console'; me: ConsoleMe } | { kind: 'staff'; me: BackofficeMe };

/**
 * The back office's routes, for staff only: loaded when a staff member's "who am I" is asked, not
 * with the shell, whose chunk a console user's first screen runs. Imported eagerly they made the
 * shell build the schemas of every back-office route (about 1,200 of zod's classic schemas) on
 * every console user's first visit (decision 358).
 */
export const backofficeRoutes = () => import('@careshop/validation/backoffice-routes');

/** `/console/me`, whose level's actions are remembered as the entry's hint (decision 353). */
async function loadConsoleMe(signal: AbortSignal): Promise<ConsoleMe> {
  const me = await api.call(consoleRoutes.me, {}, { signal });
  rememberConsoleActions(me.actions);
  return me;
}

/** `/console/me` or `/backoffice/me`, the hinted one first; a 403 tries the other area's. */
async function loadWho(signal: AbortSignal): Promise<Who> {
  const load = async (kind: AccountKind): Promise<Who> =>
    kind === 'staff'
      ? { kind, me: await api.call((await backofficeRoutes()).me, {}, { signal }) }
      : { kind, me: await loadConsoleMe(signal) };
  const first = storedAccountKind();
  try {
    return await load(first);
  } catch (error) {
    if (!isApiError(error) || error.status !== 403) throw error;
    const other: AccountKind = first === 'staff' ? 'console' : 'staff';
    const who = await load(other);
    rememberAccountKind(other);
    return who;
  }
}

/**
 * The query keys and fetchers of the console's server data that several features read (STYLE 7);
 * a feature's own reads live in its `api/` folder.
 */
export const queries = {
  /** Who is logged in: a console user or shop staff. */
  who: () =>
    queryOptions({
      queryKey: ['who'],
      queryFn: ({ signal }) => loadWho(signal),
    }),
  occupancy: () =>
    queryOptions({
      queryKey: ['console', 'occupancy'],
      queryFn: ({ signal }) =>
        api.call(consoleRoutes.occupancy, {}, { signal }).then(({ items }) => items),
      staleTime: 5_000,
    }),
  locations: () =>
    queryOptions({
      queryKey: ['console', 'locations'],
      queryFn: ({ signal }) =>
        api.call(consoleRoutes.locations, {}, { signal }).then(({ items }) => items),
    }),
  devices: () =>
    queryOptions({
      queryKey: ['console', 'devices'],
      queryFn: ({ signal }) =>
        api.call(consoleRoutes.devices, {}, { signal }).then(({ items }) => items),
    }),
  companies: () =>
    queryOptions({
      queryKey: ['console', 'companies'],
      queryFn: ({ signal }) =>
        api.call(consoleRoutes.companies, {}, { signal }).then(({ items }) => items),
    }),
};
