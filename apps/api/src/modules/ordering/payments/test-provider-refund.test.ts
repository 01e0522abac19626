import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../../platform/http/errors.js';
import { createTestPaymentProvider } from './test-provider.js';

// Decision 269: the test provider refunds like a real one, once per idempotency key.
describe('the test provider refunds', () => {
  const provider = () =>
    createTestPaymentProvider({
      publicUrl: 'http://shop.test',
      webhookSecret: 'test-provider-refund-secret',
      now: () => new Date('2026-06-15T10:00:00Z'),
    });
  const input = {
    reference: 'pay_1',
    orderId: 7,
    amountCents: 2450,
    currency: 'EUR',
    idempotencyKey: 'refund-1',
  };

  it('answers a refund id and lists the refund in its ledger', async () => {
    const test = provider();
    const { refundId } = await test.refund(input);
    expect(refundId).toMatch(/^test_refund_/);
    expect(test.refunds()).toEqual([{ ...input, refundId }]);
  });

  it('refunds once per idempotency key, however often it is asked', async () => {
    const test = provider();
    const first = await test.refund(input);
    const again = await test.refund(input);
    expect(again.refundId).toBe(first.refundId);
    const other = await test.refund({ ...input, idempotencyKey: 'refund-2' });
    expect(other.refundId).not.toBe(first.refundId);
    expect(test.refunds()).toHaveLength(2);
  });

  it('refuses a refund of nothing', async () => {
    await expect(provider().refund({ ...input, amountCents: 0 })).rejects.toBeInstanceOf(
      BadRequestError,
    );
  });
});
