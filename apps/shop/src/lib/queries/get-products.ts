import type { CatalogueOptions } from '@careshop/api-client';
import type { Product, ShopConfig } from '@careshop/validation';
import { useQuery } from '@tanstack/react-query';
import { useAccountStore } from '../../stores/account-store';
import { api } from '../api';
import { catalogueListQueries } from './catalogue-list';

/** `GET /product`, filtered to `organisationId` when given (SPEC 4 App start). */
export function getProducts(options?: CatalogueOptions): Promise<readonly Product[]> {
  return api.getProducts(options);
}

const productsQueries = catalogueListQueries('products', (signal) => getProducts({ signal }));

/** `GET /product`, every organisation's: start-up asks for it before the config answers. */
export const allProductsQueryOptions = productsQueries.all;

/** The config organisation's products, from the whole list (lib/queries/catalogue-list.ts). */
export const productsQueryOptions = productsQueries.forOrganisation;

/** The catalogue; loads only with a session token (SPEC 6). */
export function useProducts(organisationId: ShopConfig['organisation_id']) {
  const isLoggedIn = useAccountStore((state) => state.isLoggedIn);
  return useQuery({ ...productsQueryOptions(organisationId), enabled: isLoggedIn });
}
