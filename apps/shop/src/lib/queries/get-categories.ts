import type { CatalogueOptions } from '@careshop/api-client';
import type { Category, ShopConfig } from '@careshop/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAccountStore } from '../../stores/account-store';
import { api } from '../api';

/** `GET /category`, filtered to the config's organisation (SPEC 4 App start). */
export function getCategories(options?: CatalogueOptions): Promise<readonly Category[]> {
  return api.getCategories(options);
}

export const categoriesQueryOptions = (organisationId: ShopConfig['organisation_id']) =>
  queryOptions({
    queryKey: ['categories', organisationId ?? null],
    queryFn: ({ signal }) => getCategories({ signal, organisationId }),
    staleTime: 5 * 60_000,
  });

export function useCategories(organisationId: ShopConfig['organisation_id']) {
  const isLoggedIn = useAccountStore((state) => state.isLoggedIn);
  return useQuery({ ...categoriesQueryOptions(organisationId), enabled: isLoggedIn });
}
