import { type EntityId, filterToOrganisation } from '@careshop/api-client';
import type { Product, ShopConfig } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { useQuery } from '@tanstack/react-query';
import { useAccountStore } from '../../stores/account-store';
import { api } from '../api';
import { catalogueListQueries } from './catalogue-list';

/** Options of the catalogue calls. */
export interface CatalogueOptions {
  signal?: AbortSignal;
  /** Keep only items of this organisation (the shop config's `organisation_id`, SPEC 4). */
  organisationId?: EntityId | null;
}

/** `GET /product`, filtered to `organisationId` when given (SPEC 4 App start). */
export async function getProducts(options?: CatalogueOptions): Promise<readonly Product[]> {
  const products = await api.call(shopRoutes.products, {}, { signal: options?.signal });
  return filterToOrganisation(products, options?.organisationId);
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
