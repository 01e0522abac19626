import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

describe('Idempotency-Key', () => {
  it('is 8-255 visible ASCII characters, as the API and api-client require, and unique', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
