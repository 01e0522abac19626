import { type BackofficeMe, isApiError } from '@careshop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { type AccountKind, rememberAccountKind, storedAccountKind } from './account-kind';
import type { Who } from './me';
import { api, backofficeApi, consoleApi } from './session';

/**
 * `/backoffice/me`; while that call has not landed on the server (404), the staff member as the
 * shop's `/user/me` tells it (no super-administrator flag there: the server scopes anyway).
 */
async function staffMe(signal: AbortSignal): Promise<BackofficeMe> {
  try {
    return await backofficeApi.me({ signal });
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
    const user = await api.getMe({ signal });
    if ((user as { is_staff?: unknown }).is_staff !== true) throw error;
    const organisation = (user as { organisation?: { id?: number; name?: string } | null })
      .organisation;
    return {
      id: Number(user.id),
      email: user.email ?? '',
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      language: user.language ?? null,
      organisation_id: organisation?.id ?? 0,
      organisation_name: organisation?.name ?? user.company_name ?? '',
      super_admin: false,
    };
  }
}

/** `/console/me` or `/backoffice/me`, the hinted one first; a 403 tries the other area's. */
async function loadWho(signal: AbortSignal): Promise<Who> {
  const load = async (kind: AccountKind): Promise<Who> =>
    kind === 'staff'
      ? { kind, me: await staffMe(signal) }
      : { kind, me: await consoleApi.me({ signal }) };
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

/** The query keys and fetchers of the console's server data, in one place (STYLE 7). */
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
      queryFn: ({ signal }) => consoleApi.occupancy({ signal }),
      staleTime: 5_000,
    }),
  locations: () =>
    queryOptions({
      queryKey: ['console', 'locations'],
      queryFn: ({ signal }) => consoleApi.locations({ signal }),
    }),
  devices: () =>
    queryOptions({
      queryKey: ['console', 'devices'],
      queryFn: ({ signal }) => consoleApi.devices({ signal }),
    }),
  users: () =>
    queryOptions({
      queryKey: ['console', 'users'],
      queryFn: ({ signal }) => consoleApi.users({ signal }),
    }),
  companies: () =>
    queryOptions({
      queryKey: ['console', 'companies'],
      queryFn: ({ signal }) => consoleApi.companies({ signal }),
    }),
  configs: () =>
    queryOptions({
      queryKey: ['console', 'configs'],
      queryFn: ({ signal }) => consoleApi.configs({ signal }),
    }),
  promos: () =>
    queryOptions({
      queryKey: ['console', 'promos'],
      queryFn: ({ signal }) => consoleApi.promos({ signal }),
    }),
  subscriptions: () =>
    queryOptions({
      queryKey: ['console', 'subscriptions'],
      queryFn: ({ signal }) => consoleApi.subscriptions({ signal }),
    }),
};
