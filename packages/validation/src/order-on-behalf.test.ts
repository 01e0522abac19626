import { describe, expect, it } from 'vitest';
import { validUser } from '../test/fixtures.js';
import { keyOf } from '../test/helpers.js';
import { orderOnBehalfRequestSchema, orderOnBehalfResponseSchema } from './order-on-behalf.js';

describe('SPEC 7 POST /set_order_on_behalf: cust_no in, company out', () => {
  it('accepts a 2-7 digit customer number', () => {
    expect(orderOnBehalfRequestSchema.parse({ cust_no: '1234567' })).toEqual({
      cust_no: '1234567',
    });
  });

  it('rejects a customer number of 8 digits', () => {
    expect(keyOf(orderOnBehalfRequestSchema, { cust_no: '12345678' }, 'cust_no')).toBe(
      'validation.customer_number_length',
    );
  });

  it('accepts an answer with a company and one without (office not set)', () => {
    const { is_valid: _v, is_sales: _s, ...company } = validUser;
    expect(orderOnBehalfResponseSchema.parse({ company }).company?.cust_no).toBe('12345');
    expect(orderOnBehalfResponseSchema.parse({}).company).toBeUndefined();
  });
});
