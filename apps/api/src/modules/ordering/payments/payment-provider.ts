import type { IncomingHttpHeaders } from 'node:http';

/** Final states a provider reports for a payment. */
export type PaymentOutcome = 'completed' | 'canceled';

/** What the shop asks a provider to collect. */
export interface PaymentStartInput {
  /** Our opaque payment reference; the provider echoes it in its webhook. */
  reference: string;
  orderId: number;
  amountCents: number;
  /** ISO 4217, e.g. EUR. */
  currency: string;
  /** Where the provider sends the browser after paying / after giving up. */
  returnUrl: string;
  cancelUrl: string;
  /** Where the provider posts its event. */
  webhookUrl: string;
}

/** A provider event, once verified and parsed. */
export interface PaymentEvent {
  /** The provider's id of this event: an event seen before is a replay (decision 132). */
  eventId: string;
  reference: string;
  outcome: PaymentOutcome;
}

/** What the shop asks a provider to give back (decision 269): all of one completed payment. */
export interface RefundInput {
  /** Our reference of the payment the provider completed. */
  reference: string;
  orderId: number;
  amountCents: number;
  /** ISO 4217, the payment's currency. */
  currency: string;
  /**
   * Ours, stable for this refund: a provider sees the same key on a retry and refunds once
   * (every EU provider's refund call takes an idempotency key).
   */
  idempotencyKey: string;
}

/**
 * The parts of a webhook call a provider may need to verify it: the body exactly as it arrived
 * (providers sign bytes, not a re-serialisation) and the headers.
 */
export interface WebhookRequest {
  rawBody: string;
  headers: IncomingHttpHeaders;
}

/**
 * A payment service provider (ARCHITECTURE "Payments"). The built-in test checkout is one
 * implementation; an adapter for a real EU provider implements the same steps
 * (docs/decisions/078-api-payment-provider.md).
 */
export interface PaymentProvider {
  /** Stored on each payment row (`payments.provider`). */
  readonly id: string;
  /** Creates the provider's checkout and answers the URL to send the browser to. */
  start(input: PaymentStartInput): Promise<{ redirectUrl: string }>;
  /**
   * Throws an UnauthorizedError (401) unless the call really comes from the provider and was
   * signed within the provider's replay tolerance of `now`.
   */
  verifyWebhook(request: WebhookRequest, now: Date): void;
  /** Reads a verified webhook body; throws a BadRequestError (400) naming the bad field. */
  parseEvent(body: unknown): PaymentEvent;
  /**
   * Gives a completed payment back in full and answers the provider's id of the refund. The same
   * `idempotencyKey` again refunds nothing more and answers the same id. Throws when the provider
   * refuses or cannot be reached; the refund stays requested and is tried again.
   */
  refund(input: RefundInput): Promise<{ refundId: string }>;
}
