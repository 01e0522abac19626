import { randomBytes } from 'node:crypto';

/** An unguessable reference for a payment: it is the only key to the test checkout page. */
export function newPaymentReference(): string {
  return `pay_${randomBytes(18).toString('base64url')}`;
}
