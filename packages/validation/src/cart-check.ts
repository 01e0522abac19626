import type { z } from 'zod';
import { cartLinesSchema } from './cart-line.js';
import {
  answerText,
  cents,
  enumOf,
  integer,
  listOf,
  looseObject,
  strictObject,
} from './keyed-schemas.js';

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
});
export type CartCheckLine = z.output<typeof cartCheckLineSchema>;

/** Answer of the cart check. */
export const cartCheckResponseSchema = looseObject({
  lines: listOf(cartCheckLineSchema),
  /** Cart value cap in cents; -1 means none (SPEC 3 Cart `max`). */
  max_order_value_cents: integer(-1),
  /** Orders the organisation may still place this year; null when there is no yearly limit. */
  remaining_orders_this_year: integer(0).nullable(),
});
export type CartCheckResponse = z.output<typeof cartCheckResponseSchema>;
