import type { Product } from '@careshop/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * The catalogue products a patient can receive: orderable online and in stock. The server checks
 * again when the order is sent (docs/decisions/120-zoom-stock-limits-and-mail.md).
 */
export function isSendableProduct(product: Product): boolean {
  return (
    !product.download_only &&
    !product.not_available_online &&
    !product.available_from &&
    product.stock > 0
  );
}

/** `GET /product` (SPEC 7), the products of the professional's organisation. */
export function productsQueryOptions() {
  return queryOptions({
    queryKey: ['products'],
    queryFn: ({ signal }) => api.getProducts({ signal }),
  });
}

export function useSendableProducts() {
  return useQuery({
    ...productsQueryOptions(),
    select: (products) => products.filter(isSendableProduct),
  });
}
