import type { z } from 'zod';
import { fieldLimits } from './field-limits.js';
import { arrayOf, integer, productId, strictObject } from './keyed-schemas.js';

/** One cart line sent to the server: product id and a positive quantity. */
export const cartLineSchema = strictObject({
  id: productId(),
  quantity: integer(1, fieldLimits.lineQuantity),
});
export type CartLine = z.output<typeof cartLineSchema>;

/** The lines of a cart, order or coupon check: at least one, at most {@link fieldLimits.cartLines}. */
export const cartLinesSchema = arrayOf(cartLineSchema, {
  min: 1,
  max: fieldLimits.cartLines,
  minKey: 'validation.product_required',
});
