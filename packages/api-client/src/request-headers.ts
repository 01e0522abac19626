// Headers the Careshop API reads besides Authorization; the API server imports the same names.

/**
 * SPEC 4 "Order on behalf": after a sales rep picks a customer office, later calls carry this
 * header with the office's customer number (docs/decisions/050-api-client-order-on-behalf-header.md).
 */
export const ORDER_ON_BEHALF_HEADER = 'X-Order-On-Behalf';

/** Our own calls that create orders carry this header so a retried request creates one order. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
