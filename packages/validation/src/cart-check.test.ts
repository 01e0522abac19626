import { describe, expect, it } from 'vitest';
import { validCartCheckResponse, validCartLines } from '../test/fixtures.js';
import { fieldErrorsOf, keyOf } from '../test/helpers.js';
import { cartCheckRequestSchema, cartCheckResponseSchema } from './cart-check.js';

describe('SPEC 4 Cart rules, server refresh: the client sends its lines', () => {
  it('accepts lines of id and positive integer quantity', () => {
    expect(cartCheckRequestSchema.parse({ lines: validCartLines })).toEqual({
      lines: validCartLines,
    });
  });

  it('rejects an empty cart, a negative quantity and an extra line field', () => {
    expect(keyOf(cartCheckRequestSchema, { lines: [] }, 'lines')).toBe(
      'validation.product_required',
    );
    expect(
      keyOf(cartCheckRequestSchema, { lines: [{ id: 'A', quantity: -1 }] }, 'lines.0.quantity'),
    ).toBe('validation.number_too_small');
    expect(
      keyOf(
        cartCheckRequestSchema,
        { lines: [{ id: 'A', quantity: 1, price: 0 }] },
        'lines.0.price',
      ),
    ).toBe('validation.unknown_field');
  });

  it('bounds the number of lines against oversized input', () => {
    const lines = Array.from({ length: 201 }, (_, i) => ({ id: `P${i}`, quantity: 1 }));
    expect(fieldErrorsOf(cartCheckRequestSchema, { lines }).lines).toEqual({
      key: 'validation.too_many_items',
      params: { max: 200 },
    });
  });
});

describe('SPEC 4 Cart rules, server refresh: each line gets server price, quantity and status', () => {
  it('accepts the answer with a null yearly quota and no cart cap (-1)', () => {
    expect(cartCheckResponseSchema.safeParse(validCartCheckResponse).success).toBe(true);
  });

  it('rejects a status outside CAN_ORDER_ALL, CAN_ORDER_PART, CANNOT_ORDER', () => {
    const line = { ...validCartCheckResponse.lines[0], status: 'MAYBE' };
    expect(
      keyOf(
        cartCheckResponseSchema,
        { ...validCartCheckResponse, lines: [line] },
        'lines.0.status',
      ),
    ).toBe('validation.invalid_value');
  });

  it('rejects a missing remaining_year_quota (it must be a number or null)', () => {
    const { remaining_year_quota: _quota, ...line } = validCartCheckResponse.lines[0] ?? {};
    expect(
      keyOf(
        cartCheckResponseSchema,
        { ...validCartCheckResponse, lines: [line] },
        'lines.0.remaining_year_quota',
      ),
    ).toBe('validation.required');
  });
});
