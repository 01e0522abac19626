import { describe, expect, it } from 'vitest';
import { validPaymentRequest, validPaymentStartResponse } from '../test/fixtures.js';
import { keyOf } from '../test/helpers.js';
import { paymentRequestSchema, paymentStartResponseSchema } from './payment.js';

describe('SPEC 4 Other states: online payment is started, and a canceled one resumed, for one order', () => {
  it('accepts the id of the order to pay', () => {
    expect(paymentRequestSchema.parse(validPaymentRequest)).toEqual({ order_id: 41 });
  });

  it('reports a missing order id as required', () => {
    expect(keyOf(paymentRequestSchema, {}, 'order_id')).toBe('validation.required');
  });

  it.each([0, -1, 1.5, 2_147_483_648])('rejects order id %s as invalid_value', (order_id) => {
    expect(keyOf(paymentRequestSchema, { order_id }, 'order_id')).toBe('validation.invalid_value');
  });

  it('rejects an order id sent as text and any extra field', () => {
    expect(keyOf(paymentRequestSchema, { order_id: '41' }, 'order_id')).toBe(
      'validation.invalid_type',
    );
    expect(paymentRequestSchema.safeParse({ order_id: 41, amount_cents: 1 }).success).toBe(false);
  });

  it('accepts an answer with a payment status and the checkout URL, extra fields passing through', () => {
    expect(
      paymentStartResponseSchema.parse({ ...validPaymentStartResponse, provider: 'test' }),
    ).toEqual({ ...validPaymentStartResponse, provider: 'test' });
  });

  it('rejects an answer without a payment URL or with an unknown payment status', () => {
    const { payment_url: _url, ...withoutUrl } = validPaymentStartResponse;
    expect(paymentStartResponseSchema.safeParse(withoutUrl).success).toBe(false);
    expect(
      paymentStartResponseSchema.safeParse({ ...validPaymentStartResponse, status: 'paid' })
        .success,
    ).toBe(false);
  });
});
