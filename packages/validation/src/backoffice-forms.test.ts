import { describe, expect, it } from 'vitest';
import {
  backofficeCouponCreateSchema,
  backofficeCouponFormSchema,
  backofficeProductFormSchema,
  backofficeProductPatchSchema,
  MAX_PERCENT_OFF,
  MAX_PRICE_CENTS,
  MAX_STOCK,
} from './backoffice.js';
import { toFieldErrors } from './field-errors.js';
import { fieldLimits } from './field-limits.js';

// The console's product and coupon forms check with these schemas, built from the API's own
// fields (issue 28): a limit is written once and the form refuses exactly what the server does.

const errorsOf = (schema: typeof backofficeCouponFormSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
};

describe('the product form schema', () => {
  const body = {
    price_in_cents: 1250,
    max_per_order: fieldLimits.lineQuantity,
    max_per_year: null,
    availability: 'available',
    available_from: null,
    leaflet: false,
    is_promo: false,
    is_discounted: false,
    translations: { en: { name: 'Breast pump' } },
  };

  it('takes what the PATCH schema takes, with the same limits', () => {
    expect(backofficeProductFormSchema.parse(body)).toEqual(
      backofficeProductPatchSchema.parse(body),
    );
    for (const change of [
      { max_per_order: fieldLimits.lineQuantity + 1 },
      { max_per_year: 1_000_001 },
      { price_in_cents: MAX_PRICE_CENTS + 1 },
      { stock: MAX_STOCK + 1 },
      { available_from: '2026-02-30' },
      { availability: 'available_on', available_from: null },
      { translations: { en: { name: 'x'.repeat(fieldLimits.text + 1) } } },
    ]) {
      expect(backofficeProductFormSchema.safeParse({ ...body, ...change }).success).toBe(false);
      expect(backofficeProductPatchSchema.safeParse({ ...body, ...change }).success).toBe(false);
    }
  });

  it('asks for the price, which the PATCH body may leave out', () => {
    const { price_in_cents: _price, ...withoutPrice } = body;
    expect(backofficeProductPatchSchema.safeParse(withoutPrice).success).toBe(true);
    expect(
      toFieldErrors(backofficeProductFormSchema.safeParse(withoutPrice).error ?? { issues: [] }),
    ).toHaveProperty(['price_in_cents']);
  });
});

describe('the coupon form schema', () => {
  const coupon = {
    code: 'WINTER',
    kind: 'percent',
    value: 15,
    valid_from: '2026-12-01',
    valid_until: '2026-12-24',
    usage_limit: null,
    not_on_bundles: true,
    not_on_promo: true,
    not_on_discounted: true,
    active: true,
  };

  it('holds a percent to the API’s percent_off, naming the largest', () => {
    expect(errorsOf(backofficeCouponFormSchema, { ...coupon, value: MAX_PERCENT_OFF })).toEqual({});
    expect(errorsOf(backofficeCouponFormSchema, { ...coupon, value: MAX_PERCENT_OFF + 1 })).toEqual(
      {
        value: { key: 'validation.number_too_big', params: { max: MAX_PERCENT_OFF } },
      },
    );
    const { kind: _kind, value: _value, ...rest } = coupon;
    expect(
      backofficeCouponCreateSchema.safeParse({ ...rest, percent_off: MAX_PERCENT_OFF + 1 }).success,
    ).toBe(false);
  });

  it('holds an amount to the API’s amount_off_cents', () => {
    const amount = { ...coupon, kind: 'amount' };
    expect(errorsOf(backofficeCouponFormSchema, { ...amount, value: MAX_PRICE_CENTS })).toEqual({});
    expect(errorsOf(backofficeCouponFormSchema, { ...amount, value: MAX_PRICE_CENTS + 1 })).toEqual(
      {
        value: { key: 'validation.number_too_big', params: { max: MAX_PRICE_CENTS } },
      },
    );
  });

  it('refuses a usage limit, a date or a range the API refuses', () => {
    expect(
      errorsOf(backofficeCouponFormSchema, { ...coupon, usage_limit: MAX_STOCK + 1 }),
    ).toHaveProperty(['usage_limit']);
    expect(errorsOf(backofficeCouponFormSchema, { ...coupon, valid_from: '2026-02-30' })).toEqual({
      valid_from: { key: 'validation.date_invalid', params: {} },
    });
    expect(
      errorsOf(backofficeCouponFormSchema, {
        ...coupon,
        valid_from: '2026-12-24',
        valid_until: '2026-12-01',
      }),
    ).toEqual({ valid_until: { key: 'validation.end_before_start', params: {} } });
  });
});
