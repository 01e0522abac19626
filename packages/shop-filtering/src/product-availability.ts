/** Product availability states of SPEC 4 "Other states" (the design system's product card shows them). */
export type AvailabilityStatus =
  | 'in-stock'
  | 'low-stock'
  | 'out-of-stock'
  | 'not-available-online'
  | 'download-only'
  | 'available-later'
  | 'after-account-validation';

/** Below this stock a product shows "low stock" (docs/decisions/105). */
export const LOW_STOCK_THRESHOLD = 10;

/** What the availability rule reads of a product. */
export interface AvailabilityProduct {
  readonly stock: number;
  readonly download_only?: boolean | null;
  readonly not_available_online?: boolean | null;
  /** `YYYY-MM-DD` (or a longer ISO date-time) from which the product can be ordered again. */
  readonly available_from?: string | null;
}

/** Inputs of {@link productAvailability}; `today` (`YYYY-MM-DD`) is passed in, no clock read. */
export interface ProductAvailabilityInput {
  product: AvailabilityProduct;
  /** Whether the account's licence is approved (SPEC 4 "License / account"). */
  licenseApproved: boolean;
  today: string;
}

/** The availability state, its i18n key (in `@careshop/i18n`) with parameters, and orderability. */
export interface ProductAvailabilityResult {
  status: AvailabilityStatus;
  labelKey: string;
  params?: Record<string, string>;
  /** Whether the product can be put in the cart; the server check stays the authority. */
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
}: ProductAvailabilityInput): ProductAvailabilityResult {
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
  const from = product.available_from ? product.available_from.slice(0, 10) : null;
  if (from && from > today) {
    return from.slice(0, 4) > today.slice(0, 4)
      ? {
          status: 'available-later',
          labelKey: 'product.availability.available_next_year',
          orderable: false,
        }
      : {
          status: 'available-later',
          labelKey: 'product.availability.available_again_on',
          params: { date: from },
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
  if (!(product.stock > 0)) {
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
