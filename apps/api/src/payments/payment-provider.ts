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
 * implementation; an adapter for a real EU provider implements the same three steps
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
}
