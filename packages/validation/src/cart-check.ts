import type { z } from 'zod';
import { cartLineReasons } from './api-error.js';
import { cartLinesSchema } from './cart-line.js';
import {
  answerText,
  cents,
  discriminatedUnionOf,
  enumOf,
  integer,
  listOf,
  literal,
  looseObject,
  strictObject,
} from './keyed-schemas.js';
import { memberSpendingSchema } from './office-accounts.js';

/** Whether the server can deliver a cart line in full, in part or not at all (SPEC 3 Cart). */
export const cartLineStatuses = ['CAN_ORDER_ALL', 'CAN_ORDER_PART', 'CANNOT_ORDER'] as const;
export type CartLineStatus = (typeof cartLineStatuses)[number];

/** Body of the cart check (SPEC 4 "Server refresh"): the lines to price and confirm. */
export const cartCheckRequestSchema = strictObject({
  lines: cartLinesSchema,
});
export type CartCheckRequest = z.output<typeof cartCheckRequestSchema>;

/** One line of the cart check answer: the server's price, orderable quantity and status. */
export const cartCheckLineSchema = looseObject({
  id: answerText(),
  price_in_cents: cents(),
  /** Quantity the server can deliver; lower than requested means CAN_ORDER_PART. */
  quantity: integer(0),
  status: enumOf(cartLineStatuses),
  /** How many more of this product may be ordered this year; null when there is no yearly quota. */
  remaining_year_quota: integer(0).nullable(),
  /** Why the line cannot be ordered in full; null when it can. */
  reason: enumOf(cartLineReasons).nullish(),
  /** The product's per-order maximum; null when it has none or is unknown. */
  max_order_amount: integer(0).nullish(),
});
export type CartCheckLine = z.output<typeof cartCheckLineSchema>;

/** One cart rule the cart breaks (cart-engine `CartRuleViolation`, decision 014). */
export const cartViolationSchema = discriminatedUnionOf('code', [
  looseObject({ code: literal('empty_cart') }),
  looseObject({ code: literal('free_products_only') }),
  looseObject({ code: literal('max_order_price_reached'), max: integer(-1), subtotal: cents() }),
  looseObject({ code: literal('cannot_order'), productId: answerText() }),
  looseObject({
    code: literal('max_product_amount_reached'),
    productId: answerText(),
    quantity: integer(0),
    limit: integer(0),
  }),
  looseObject({
    code: literal('incomplete_bundle'),
    productId: answerText(),
    quantity: integer(0),
    required: integer(0),
  }),
]);
export type CartViolation = z.output<typeof cartViolationSchema>;

/** Answer of the cart check. */
export const cartCheckResponseSchema = looseObject({
  lines: listOf(cartCheckLineSchema),
  /** Cart value cap in cents; -1 means none (SPEC 3 Cart `max`). */
  max_order_value_cents: integer(-1),
  /** Orders the organisation may still place this year; null when there is no yearly limit. */
  remaining_orders_this_year: integer(0).nullable(),
  /** Orders the office placed this calendar year. */
  orders_this_year: integer(0).optional(),
  /** The organisation's yearly maximum of orders; null or absent when there is none. */
  max_order_count_year: integer(-1).nullish(),
  /** The cart rules the asked lines break. */
  violations: listOf(cartViolationSchema).optional(),
  /**
   * The member's own spending limit this period (issue 29, decision 330); absent for a rep acting
   * for the office, whose orders no member limit covers. `remaining_cents` null: no limit.
   */
  member_limit: memberSpendingSchema.optional(),
});
export type CartCheckResponse = z.output<typeof cartCheckResponseSchema>;
