import { paymentStatuses } from '@careshop/validation';
import { z } from 'zod';

/**
 * Body of `POST /payment/start` and `POST /payment/resume`: the order to pay online (SPEC 4 Other
 * states). `@careshop/validation` has no payment call schemas yet; they live here until it does
 * (docs/decisions/106-api-client-payment-and-logout-calls.md).
 */
export const paymentRequestSchema = z.strictObject({
  order_id: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.invalid_value' })
    .min(1, { error: 'validation.invalid_value' })
    .max(2_147_483_647, { error: 'validation.invalid_value' }),
});
export type PaymentRequest = z.output<typeof paymentRequestSchema>;

/** Answer of the payment start and resume calls: where to send the browser, and for how much. */
export const paymentStartResponseSchema = z.looseObject({
  order_id: z.number().int(),
  status: z.enum(paymentStatuses),
  /** The provider's hosted checkout (the built-in test checkout in development). */
  payment_url: z.string().min(1),
  amount_cents: z.number().int().min(0),
});
export type PaymentStartResponse = z.output<typeof paymentStartResponseSchema>;
