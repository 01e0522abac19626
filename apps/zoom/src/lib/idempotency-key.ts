/**
 * A random `Idempotency-Key`. `crypto.randomUUID` exists only in secure contexts (https,
 * localhost); `getRandomValues` works everywhere, so plain-http deployments still get one.
 */
export function newIdempotencyKey(cryptoApi: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return `zoom-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
