import type { CallOptions } from '@careshop/api-client';
import type { User } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAccountStore } from '../../stores/account-store';
import { api } from '../api';

/** `GET /user/me?refresh=1`: the logged-in user and their company. */
export function getMe(options?: CallOptions): Promise<User> {
  return api.call(shopRoutes.me, { query: { refresh: 1 } }, options);
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['me'], queryFn: ({ signal }) => getMe({ signal }) });

/** The current user while logged in, else undefined. */
export function useMe(): User | undefined {
  const isLoggedIn = useAccountStore((state) => state.isLoggedIn);
  return useQuery({ ...meQueryOptions(), enabled: isLoggedIn }).data;
}
