import type { ProductAvailability } from '@careshop/design-system';
import type { Product } from '@careshop/validation';

/** Below this stock a product shows "low stock". */
export const LOW_STOCK_THRESHOLD = 10;

/** Inputs of {@link productAvailability}; `today` (YYYY-MM-DD) is passed in, no clock read. */
export interface ProductAvailabilityInput {
  product: Pick<Product, 'stock' | 'download_only' | 'not_available_online' | 'available_from'>;
  licenseApproved: boolean;
  today: string;
}

/** The availability state and its i18n key with parameters. */
export interface ProductAvailabilityOutput {
  status: ProductAvailability;
  labelKey: string;
  params?: Record<string, string>;
  /** Whether the product can be put in the cart. */
  orderable: boolean;
}

/**
 * SPEC 4 "Other states" product availability, most restrictive first: not available online,
 * download only, available again on a date (or next year), available after account validation,
 * out of stock, low stock, in stock (docs/decisions/105-shop-product-availability.md).
 */
export function productAvailability({
  product,
  licenseApproved,
  today,
}: ProductAvailabilityInput): ProductAvailabilityOutput {
  if (product.not_available_online) {
    return {
      status: 'not-available-online',
      labelKey: 'product.availability.not_available_online',
      orderable: false,
    };
  }
  if (product.download_only) {
    return {
      status: 'download-only',
      labelKey: 'product.availability.download_only',
      orderable: false,
    };
  }
  if (product.available_from && product.available_from > today) {
    const nextYear = product.available_from.slice(0, 4) > today.slice(0, 4);
    return nextYear
      ? {
          status: 'available-later',
          labelKey: 'product.availability.available_next_year',
          orderable: false,
        }
      : {
          status: 'available-later',
          labelKey: 'product.availability.available_again_on',
          params: { date: product.available_from },
          orderable: false,
        };
  }
  if (!licenseApproved) {
    return {
      status: 'after-account-validation',
      labelKey: 'product.availability.available_after_validation',
      orderable: false,
    };
  }
  if (product.stock <= 0) {
    return {
      status: 'out-of-stock',
      labelKey: 'product.availability.out_of_stock',
      orderable: false,
    };
  }
  if (product.stock < LOW_STOCK_THRESHOLD) {
    return { status: 'low-stock', labelKey: 'product.availability.low_stock', orderable: true };
  }
  return { status: 'in-stock', labelKey: 'product.availability.in_stock', orderable: true };
}
