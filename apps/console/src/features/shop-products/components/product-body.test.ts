import type { FormValues } from '@careshop/schema-form';
import {
  backofficeProductFormSchema,
  backofficeProductPatchSchema,
  fieldLimits,
  toFieldErrors,
} from '@careshop/validation';
import { describe, expect, it } from 'vitest';
import { productBody } from './product-body';

// The product form checks what it sends with the PATCH body's own rules (issue 28): its limits are
// the server's, not a copy that had drifted (max per order 1,000,000 against the server's 9,999).

/** A stored product as the form holds it. */
const stored: FormValues = {
  price_in_cents: '12.50',
  stock_mode: 'delta',
  stock: '40',
  stock_delta: '',
  max_per_order: '5',
  max_per_year: '',
  availability: 'available',
  available_from: '',
  category_id: '3',
  leaflet: false,
  is_promo: false,
  is_discounted: false,
  'translations.en.name': 'Breast pump',
  'translations.en.description': 'Electric.',
};

const bodyWith = (changes: FormValues) => productBody({ ...stored, ...changes }, 'EUR', 'en');

const errorsOf = (changes: FormValues) => {
  const result = backofficeProductFormSchema.safeParse(bodyWith(changes));
  return result.success ? {} : toFieldErrors(result.error);
};

describe('the product form', () => {
  it('sends a stored product as a body the PATCH schema takes', () => {
    const body = bodyWith({});
    expect(backofficeProductFormSchema.parse(body)).toEqual(
      backofficeProductPatchSchema.parse(body),
    );
    expect(body).toMatchObject({ price_in_cents: 1250, max_per_order: 5, max_per_year: null });
  });

  it('allows the server’s largest quantity per order and refuses one more, naming the limit', () => {
    expect(errorsOf({ max_per_order: String(fieldLimits.lineQuantity) })).toEqual({});
    const tooMany = { max_per_order: String(fieldLimits.lineQuantity + 1) };
    expect(errorsOf(tooMany)).toEqual({
      max_per_order: {
        key: 'validation.number_too_big',
        params: { max: fieldLimits.lineQuantity },
      },
    });
    // The PATCH schema refuses the same value on the same field.
    expect(backofficeProductPatchSchema.safeParse(bodyWith(tooMany)).success).toBe(false);
  });

  it('holds a product name to the server’s length', () => {
    expect(errorsOf({ 'translations.en.name': 'x'.repeat(fieldLimits.text) })).toEqual({});
    expect(errorsOf({ 'translations.en.name': 'x'.repeat(fieldLimits.text + 1) })).toHaveProperty([
      'translations.en.name',
    ]);
  });

  it('still asks for a price, which the form sends on every save', () => {
    expect(errorsOf({ price_in_cents: '' })).toHaveProperty(['price_in_cents']);
  });
});
