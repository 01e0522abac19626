import type { CatalogueOptions } from '@careshop/api-client';
import type { Product, ShopConfig } from '@careshop/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAccountStore } from '../../stores/account-store';
import { api } from '../api';

/** `GET /product`, filtered to the config's organisation (SPEC 4 App start). */
export function getProducts(options?: CatalogueOptions): Promise<readonly Product[]> {
  return api.getProducts(options);
}

export const productsQueryOptions = (organisationId: ShopConfig['organisation_id']) =>
  queryOptions({
    queryKey: ['products', organisationId ?? null],
    queryFn: ({ signal }) => getProducts({ signal, organisationId }),
    staleTime: 5 * 60_000,
  });

/** The catalogue; loads only with a session token (SPEC 6). */
export function useProducts(organisationId: ShopConfig['organisation_id']) {
  const isLoggedIn = useAccountStore((state) => state.isLoggedIn);
  return useQuery({ ...productsQueryOptions(organisationId), enabled: isLoggedIn });
}
