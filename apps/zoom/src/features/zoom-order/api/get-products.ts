import type { Product } from '@careshop/validation';
import { useQuery } from '@tanstack/react-query';
import { productsQueryOptions } from '../../../lib/product-code';

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

export function useSendableProducts() {
  return useQuery({
    ...productsQueryOptions(),
    select: (products) => products.filter(isSendableProduct),
  });
}
