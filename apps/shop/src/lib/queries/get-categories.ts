import { filterToOrganisation } from '@careshop/api-client';
import type { Category, ShopConfig } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { useQuery } from '@tanstack/react-query';
import { useAccountStore } from '../../stores/account-store';
import { api } from '../api';
import { catalogueListQueries } from './catalogue-list';
import type { CatalogueOptions } from './get-products';

/** `GET /category`, filtered to `organisationId` when given (SPEC 4 App start). */
export async function getCategories(options?: CatalogueOptions): Promise<readonly Category[]> {
  const categories = await api.call(shopRoutes.categories, {}, { signal: options?.signal });
  return filterToOrganisation(categories, options?.organisationId);
}

const categoriesQueries = catalogueListQueries('categories', (signal) => getCategories({ signal }));

/** `GET /category`, every organisation's: start-up asks for it before the config answers. */
export const allCategoriesQueryOptions = categoriesQueries.all;

/** The config organisation's categories, from the whole list (lib/queries/catalogue-list.ts). */
export const categoriesQueryOptions = categoriesQueries.forOrganisation;

export function useCategories(organisationId: ShopConfig['organisation_id']) {
  const isLoggedIn = useAccountStore((state) => state.isLoggedIn);
  return useQuery({ ...categoriesQueryOptions(organisationId), enabled: isLoggedIn });
}
