import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalJson } from '@careshop/anonymous-token';
import { testPaymentEventSchema } from '@careshop/validation';
import { BadRequestError, UnauthorizedError } from '../http/errors.js';
import { describeZodError, fieldErrors } from '../http/validation-messages.js';
import type { PaymentEvent, PaymentProvider } from './payment-provider.js';

/** Header carrying the HMAC of the webhook body. */
export const signatureHeader = 'x-payment-signature';

/** Where the customer pays with the test provider: the checkout page on this server. */
export function checkoutUrl(publicUrl: string, reference: string): string {
  return `${publicUrl}/api/admin/payment/checkout/${reference}`;
}

/** HMAC-SHA256 (hex) of the canonical JSON of a webhook body. */
export function signWebhook(body: unknown, secret: string): string {
  return createHmac('sha256', secret).update(canonicalJson(body)).digest('hex');
}

const eventSchema = testPaymentEventSchema;

/** Options of {@link createTestPaymentProvider}. */
export interface TestPaymentProviderOptions {
  publicUrl: string;
  /** Shared HMAC key of the webhook (PAYMENT_WEBHOOK_SECRET). */
  webhookSecret: string;
}

/**
 * The built-in test provider: its "hosted checkout" is a page of this server with complete and
 * cancel buttons, and its webhook is signed with HMAC-SHA256 over the canonical JSON body.
 */
export function createTestPaymentProvider(options: TestPaymentProviderOptions): PaymentProvider {
  return {
    id: 'test',
    async start(input) {
      return { redirectUrl: checkoutUrl(options.publicUrl, input.reference) };
    },
    verifyWebhook(request) {
      const header = request.headers[signatureHeader];
      const signature = Array.isArray(header) ? header[0] : header;
      const expected = Buffer.from(signWebhook(request.body, options.webhookSecret), 'hex');
      const given = Buffer.from(signature ?? '', 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new UnauthorizedError(
          'Webhook signature does not match',
          'webhook_signature_invalid',
        );
      }
    },
    parseEvent(body): PaymentEvent {
      const parsed = eventSchema.safeParse(body);
      if (!parsed.success) {
        throw new BadRequestError(
          'invalid_request',
          `Invalid body: ${describeZodError(parsed.error)}`,
          { errors: fieldErrors(parsed.error) },
        );
      }
      return { reference: parsed.data.reference, outcome: parsed.data.status };
    },
  };
}
