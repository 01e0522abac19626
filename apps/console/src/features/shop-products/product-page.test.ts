import {
  type BackofficeProduct,
  backofficeProductFormSchema,
  backofficeProductPatchSchema,
  fieldLimits,
  toFieldErrors,
} from '@careshop/validation';
import { describe, expect, it } from 'vitest';
import { productInput, productValues } from './product-page';

// The product form checks what it sends with the PATCH body's own rules (issue 28): its limits are
// the server's, not a copy that had drifted (max per order 1,000,000 against the server's 9,999).

const stored: BackofficeProduct = {
  id: 4,
  organisation_id: 1,
  part_no: 'SCF-100',
  ctn: 'SCF100/01',
  sku: 'SCF100',
  category: { id: 3, key: 'breastfeeding' },
  price_in_cents: 1250,
  stock: 40,
  availability: 'available',
  available_from: null,
  availability_state: 'in_stock',
  max_per_order: 5,
  max_per_year: null,
  is_promo: false,
  is_discounted: false,
  bundle_items: null,
  translations: { en: { name: 'Breast pump', description: 'Electric.' } },
  leaflet: false,
  filters: [],
  has_image: false,
  image_url: null,
  leaflet_file: null,
};

const valuesWith = (changes: Record<string, string>) => ({
  ...productValues(stored, 'EUR', 'en'),
  ...changes,
});

const errorsOf = (changes: Record<string, string>) => {
  const result = backofficeProductFormSchema.safeParse(
    productInput(valuesWith(changes), 'EUR', 'en'),
  );
  return result.success ? {} : toFieldErrors(result.error);
};

describe('the product form', () => {
  it('sends a stored product back as a body the PATCH schema takes', () => {
    const body = productInput(productValues(stored, 'EUR', 'en'), 'EUR', 'en');
    expect(backofficeProductFormSchema.parse(body)).toEqual(
      backofficeProductPatchSchema.parse(body),
    );
    expect(body).toMatchObject({ price_in_cents: 1250, max_per_order: 5, max_per_year: null });
  });

  it('allows the server’s largest quantity per order and refuses one more, naming the limit', () => {
    const largest = String(fieldLimits.lineQuantity);
    expect(errorsOf({ max_per_order: largest })).toEqual({});
    expect(errorsOf({ max_per_order: String(fieldLimits.lineQuantity + 1) })).toEqual({
      max_per_order: {
        key: 'validation.number_too_big',
        params: { max: fieldLimits.lineQuantity },
      },
    });
    // The PATCH schema refuses the same value on the same field.
    const body = productInput(
      valuesWith({ max_per_order: String(fieldLimits.lineQuantity + 1) }),
      'EUR',
      'en',
    );
    expect(backofficeProductPatchSchema.safeParse(body).success).toBe(false);
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
