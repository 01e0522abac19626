import { createHmac, hkdfSync, randomUUID, timingSafeEqual } from 'node:crypto';
import { checkoutTokenClaimsSchema, testPaymentEventSchema } from '@careshop/validation';
import {
  BadRequestError,
  ForbiddenError,
  UnauthorizedError,
} from '../../../platform/http/errors.js';
import { describeZodError, fieldErrors } from '../../../platform/http/validation-messages.js';
import type { PaymentEvent, PaymentProvider } from './payment-provider.js';

/** Header carrying the HMAC of the webhook's timestamp and raw body. */
export const signatureHeader = 'x-payment-signature';
/** Header carrying the signing time of a webhook call, in Unix seconds. */
export const timestampHeader = 'x-payment-timestamp';

/** How far a webhook's signed timestamp may be from our clock (decision 132). */
export const webhookToleranceMs = 5 * 60_000;

/** How long a test-checkout link (and its token) stays usable (decision 130). */
export const checkoutTokenTtlMs = 30 * 60_000;

/** Where the customer pays with the test provider: the checkout page on this server. */
export function checkoutUrl(publicUrl: string, reference: string, token: string): string {
  return `${publicUrl}/api/admin/payment/checkout/${reference}?token=${encodeURIComponent(token)}`;
}

function hmac(key: string | Buffer, text: string): Buffer {
  return createHmac('sha256', key).update(text).digest();
}

function sameBytes(given: Buffer, expected: Buffer): boolean {
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Signs a webhook call as the test provider does: HMAC-SHA256 (hex) of `<timestamp>.<raw body>`,
 * keyed with PAYMENT_WEBHOOK_SECRET. Answers both headers to send with the body.
 */
export function signWebhook(
  rawBody: string,
  secret: string,
  now: Date,
): { [signatureHeader]: string; [timestampHeader]: string } {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    [signatureHeader]: hmac(secret, `${timestamp}.${rawBody}`).toString('hex'),
    [timestampHeader]: timestamp,
  };
}

const eventSchema = testPaymentEventSchema;

/** What a test-checkout token vouches for: one payment reference of one order and amount. */
export interface CheckoutTokenClaims {
  reference: string;
  orderId: number;
  amountCents: number;
  /** Unix milliseconds after which the token is refused. */
  expiresAt: number;
}

const claimsSchema = checkoutTokenClaimsSchema;

/** The test checkout's own page needs these beyond the PaymentProvider interface. */
export interface TestCheckout {
  /** A signed token for one payment: reference, order id, amount and expiry. */
  issueToken(claims: Omit<CheckoutTokenClaims, 'expiresAt'>): string;
  /**
   * Checks a token's signature and expiry and that it names `reference`; throws 403
   * `payment_token_invalid` or `payment_token_expired`. Single use and the amount are checked
   * against the payment row by the caller, in the transaction that records the outcome.
   */
  verifyToken(token: string, reference: string): CheckoutTokenClaims;
}

/** A refund the test provider made, as a provider's dashboard lists it. */
export interface TestRefund {
  refundId: string;
  reference: string;
  orderId: number;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
}

export type TestPaymentProvider = PaymentProvider & {
  checkout: TestCheckout;
  /** The refunds made so far, oldest first: one per idempotency key. */
  refunds(): readonly TestRefund[];
};

/** Options of {@link createTestPaymentProvider}. */
export interface TestPaymentProviderOptions {
  publicUrl: string;
  /** Shared HMAC key of the webhook (PAYMENT_WEBHOOK_SECRET); the checkout token key derives from it. */
  webhookSecret: string;
  now: () => Date;
}

/**
 * The built-in test provider, a development provider (decision 130): its "hosted checkout" is a
 * page of this server with complete and cancel buttons that only act with the signed token of
 * the link `start` answered, and its webhook is signed with HMAC-SHA256 over a timestamp and the
 * raw body (decision 132). It refunds (decision 269) into an in-memory ledger, once per
 * idempotency key.
 */
export function createTestPaymentProvider(
  options: TestPaymentProviderOptions,
): TestPaymentProvider {
  // Its own key, derived from the provider secret, so a checkout token is never a valid webhook
  // signature or the other way round.
  const tokenKey = Buffer.from(
    hkdfSync('sha256', options.webhookSecret, 'careshop', 'test-checkout-token', 32),
  );
  const invalid = () => new ForbiddenError('payment_token_invalid', 'Invalid checkout token');

  const checkout: TestCheckout = {
    issueToken(claims) {
      const payload = Buffer.from(
        JSON.stringify([
          claims.reference,
          claims.orderId,
          claims.amountCents,
          options.now().getTime() + checkoutTokenTtlMs,
        ]),
      ).toString('base64url');
      return `${payload}.${hmac(tokenKey, payload).toString('base64url')}`;
    },
    verifyToken(token, reference) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) throw invalid();
      if (!sameBytes(Buffer.from(signature, 'base64url'), hmac(tokenKey, payload))) {
        throw invalid();
      }
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        throw invalid();
      }
      const parsed = claimsSchema.safeParse(decoded);
      if (!parsed.success) throw invalid();
      const [tokenReference, orderId, amountCents, expiresAt] = parsed.data;
      if (tokenReference !== reference) throw invalid();
      if (options.now().getTime() >= expiresAt) {
        throw new ForbiddenError('payment_token_expired', 'This checkout link has expired');
      }
      return { reference: tokenReference, orderId, amountCents, expiresAt };
    },
  };

  // The test provider's ledger of refunds, by idempotency key: a retried call refunds once.
  const refunds = new Map<string, TestRefund>();

  return {
    id: 'test',
    checkout,
    refunds: () => [...refunds.values()],
    async refund(input) {
      const made = refunds.get(input.idempotencyKey);
      if (made) return { refundId: made.refundId };
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
        throw new BadRequestError('invalid_request', 'A refund needs a positive amount');
      }
      const refundId = `test_refund_${randomUUID()}`;
      refunds.set(input.idempotencyKey, { ...input, refundId });
      return { refundId };
    },
    async start(input) {
      const token = checkout.issueToken({
        reference: input.reference,
        orderId: input.orderId,
        amountCents: input.amountCents,
      });
      return { redirectUrl: checkoutUrl(options.publicUrl, input.reference, token) };
    },
    verifyWebhook(request, now) {
      const header = (name: string) => {
        const value = request.headers[name];
        return (Array.isArray(value) ? value[0] : value) ?? '';
      };
      const refuse = (message: string) =>
        new UnauthorizedError(message, 'webhook_signature_invalid');
      const timestamp = header(timestampHeader);
      if (!/^\d{1,12}$/.test(timestamp)) throw refuse('Webhook timestamp missing or malformed');
      const expected = hmac(options.webhookSecret, `${timestamp}.${request.rawBody}`);
      const given = Buffer.from(header(signatureHeader), 'hex');
      if (!sameBytes(given, expected)) throw refuse('Webhook signature does not match');
      if (Math.abs(now.getTime() - Number(timestamp) * 1000) > webhookToleranceMs) {
        throw refuse('Webhook timestamp outside the tolerance');
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
      return {
        eventId: parsed.data.id,
        reference: parsed.data.reference,
        outcome: parsed.data.status,
      };
    },
  };
}
