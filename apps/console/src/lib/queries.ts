import { queryOptions } from '@tanstack/react-query';
import { consoleApi } from './session';

/** The query keys and fetchers of the console's server data, in one place (STYLE 7). */
export const queries = {
  me: () =>
    queryOptions({
      queryKey: ['console', 'me'],
      queryFn: ({ signal }) => consoleApi.me({ signal }),
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
