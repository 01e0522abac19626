import * as shopRoutes from '@careshop/validation/shop-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const meQueryKey = ['me'] as const;

/** `GET /user/me?refresh=1`: the logged-in professional and their licence (SPEC 3 User). */
export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => api.call(shopRoutes.me, { query: { refresh: 1 } }, { signal }),
    retry: false,
  });
}

export function useMe(enabled: boolean) {
  return useQuery({ ...meQueryOptions(), enabled });
}
