import type { CallOptions } from '@careshop/api-client';
import type { ShopConfig } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../api';

/** `GET /config_for_hostname/{hostname}` for the page's host (SPEC 4 App start). */
export function getShopConfig(options?: CallOptions): Promise<ShopConfig> {
  return api.call(
    shopRoutes.configForHostname,
    { params: { hostname: window.location.hostname } },
    options,
  );
}

export const shopConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['shop-config', window.location.hostname],
    queryFn: ({ signal }) => getShopConfig({ signal }),
    staleTime: 5 * 60_000,
  });

/** The shop config; the app renders only after it has loaded, so it is always there. */
export function useShopConfig(): ShopConfig {
  return useSuspenseQuery(shopConfigQueryOptions()).data;
}
