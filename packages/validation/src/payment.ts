import type { z } from 'zod';
import {
  answerText,
  cents,
  enumOf,
  looseObject,
  message,
  number,
  strictObject,
} from './keyed-schemas.js';
import { paymentStatuses } from './order.js';

/** The largest order id the database holds (PostgreSQL `integer`). */
const MAX_ORDER_ID = 2_147_483_647;

/**
 * Body of `POST /payment/start` and `POST /payment/resume` (ours to design, SPEC 7 "not shown";
 * SPEC 4 Other states): the order to pay online, or whose canceled payment to resume.
 */
export const paymentRequestSchema = strictObject({
  order_id: number()
    .int(message('validation.invalid_value'))
    .min(1, message('validation.invalid_value'))
    .max(MAX_ORDER_ID, message('validation.invalid_value')),
});
export type PaymentRequest = z.output<typeof paymentRequestSchema>;

/** Answer of the payment start and resume calls: where to send the browser, and for how much. */
export const paymentStartResponseSchema = looseObject({
  order_id: number().int(),
  status: enumOf(paymentStatuses),
  /** The provider's hosted checkout (the built-in test checkout in development). */
  payment_url: answerText().min(1),
  amount_cents: cents(),
});
export type PaymentStartResponse = z.output<typeof paymentStartResponseSchema>;
