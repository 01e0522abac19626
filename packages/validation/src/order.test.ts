import { describe, expect, it } from 'vitest';
import { validOrder, validOrderCreateRequest } from '../test/fixtures.js';
import { fieldErrorsOf, keyOf } from '../test/helpers.js';
import { orderCreateRequestSchema, orderListResponseSchema, orderSchema } from './order.js';

const { address_key: _key, ...withoutAddress } = validOrderCreateRequest;
const typedAddress = {
  name: 'Praktijk de Vries',
  address: 'Keizersgracht 12',
  city: 'Amsterdam',
  postalcode: '1015 CJ',
  country: 'NL',
};

describe('SPEC 4 Cart rules: sales terms and terms of use accepted before confirming', () => {
  it('accepts an order with both accepted', () => {
    expect(orderCreateRequestSchema.safeParse(validOrderCreateRequest).success).toBe(true);
  });

  it('rejects an order with either one false or missing', () => {
    const errors = fieldErrorsOf(orderCreateRequestSchema, {
      ...validOrderCreateRequest,
      accepted_terms: false,
      accepted_sales_terms: undefined,
    });
    expect(errors.accepted_terms?.key).toBe('validation.accept_required');
    expect(errors.accepted_sales_terms?.key).toBe('validation.accept_required');
  });
});

describe('SPEC 3 Cart: address key or a typed shipping address, shipping method, payment method', () => {
  it('accepts a typed shipping address instead of an address key', () => {
    expect(
      orderCreateRequestSchema.safeParse({ ...withoutAddress, shipping_address: typedAddress })
        .success,
    ).toBe(true);
  });

  it('stores a typed country as its code and refuses one the shop does not deliver to (decision 253)', () => {
    const named = orderCreateRequestSchema.safeParse({
      ...withoutAddress,
      shipping_address: { ...typedAddress, country: 'Niederlande' },
    });
    expect(named.success && named.data.shipping_address?.country).toBe('NL');
    expect(
      keyOf(
        orderCreateRequestSchema,
        { ...withoutAddress, shipping_address: { ...typedAddress, country: 'Narnia' } },
        'shipping_address.country',
      ),
    ).toBe('validation.country_unknown');
  });

  it('reports a missing address with validation.address_required', () => {
    expect(keyOf(orderCreateRequestSchema, withoutAddress, 'address_key')).toBe(
      'validation.address_required',
    );
  });

  it('rejects both an address key and a typed address', () => {
    expect(
      keyOf(
        orderCreateRequestSchema,
        { ...validOrderCreateRequest, shipping_address: typedAddress },
        'shipping_address',
      ),
    ).toBe('validation.invalid_value');
  });

  it('rejects a shipping method outside overnight, regular, standard', () => {
    expect(
      keyOf(
        orderCreateRequestSchema,
        { ...validOrderCreateRequest, shipping_method: 'express' },
        'shipping_method',
      ),
    ).toBe('validation.invalid_value');
  });

  it('rejects an unknown payment method', () => {
    expect(
      keyOf(
        orderCreateRequestSchema,
        { ...validOrderCreateRequest, payment_method: 'bitcoin' },
        'payment_method',
      ),
    ).toBe('validation.invalid_value');
  });

  it('keeps a coupon code as typed (case sensitive)', () => {
    const parsed = orderCreateRequestSchema.parse({
      ...validOrderCreateRequest,
      coupon_code: 'AbC',
    });
    expect(parsed.coupon_code).toBe('AbC');
  });
});

describe('SPEC 3 Order: amounts in integer cents, status and delivery option from fixed lists', () => {
  it('accepts a placed order and keeps extra fields', () => {
    expect(orderSchema.parse({ ...validOrder, sales_rep_id: 9 })).toMatchObject({
      sales_rep_id: 9,
    });
  });

  it('rejects a total in euros with decimals', () => {
    expect(keyOf(orderSchema, { ...validOrder, total: 25.98 }, 'total')).toBe(
      'validation.integer_required',
    );
  });

  it('takes a cancelled order (decision 220)', () => {
    expect(orderSchema.safeParse({ ...validOrder, status: 'cancelled' }).success).toBe(true);
  });

  it('rejects a status other than processed, in_process or cancelled', () => {
    expect(keyOf(orderSchema, { ...validOrder, status: 'shipped' }, 'status')).toBe(
      'validation.invalid_value',
    );
  });

  it('pages the order list', () => {
    const page = { items: [validOrder], page: 1, rows_per_page: 10, total: 1 };
    expect(orderListResponseSchema.safeParse(page).success).toBe(true);
    expect(keyOf(orderListResponseSchema, { ...page, page: 0 }, 'page')).toBe(
      'validation.number_too_small',
    );
  });
});
