import type { Product } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

/**
 * The code a person reads for a product: its `ctn` ("SCFBF002"), the code the shop shows on its
 * product pages and takes in its quick order (issue 15: both apps use the same product codes).
 * Orders name products by `part_no`; an id the catalogue does not know is shown as it is.
 */
export function productCodeOf(
  id: string,
  products: readonly Pick<Product, 'part_no' | 'ctn'>[] | undefined,
): string {
  return products?.find((product) => product.part_no === id || product.ctn === id)?.ctn ?? id;
}

/** `GET /product` (SPEC 7), the products of the professional's organisation. */
export function productsQueryOptions() {
  return queryOptions({
    queryKey: ['products'],
    queryFn: ({ signal }) => api.call(shopRoutes.products, {}, { signal }),
  });
}

/** {@link productCodeOf} over the organisation's catalogue (an id as it is until it has loaded). */
export function useProductCode(): (id: string) => string {
  const products = useQuery(productsQueryOptions());
  return (id) => productCodeOf(id, products.data);
}
