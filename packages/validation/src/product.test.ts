import { describe, expect, it } from 'vitest';
import { validCategory, validProduct, validShopConfig } from '../test/fixtures.js';
import { keyOf } from '../test/helpers.js';
import { categoryListSchema } from './category.js';
import { productListSchema, productSchema } from './product.js';
import { shopConfigSchema, shopLocales } from './shop-config.js';

describe('SPEC 3 Product: stock defaults to 99 when unknown', () => {
  it('fills stock 99 and an empty filter list when the server sends none', () => {
    const { filters: _f, ...withoutFilters } = validProduct;
    const parsed = productSchema.parse(withoutFilters);
    expect(parsed.stock).toBe(99);
    expect(parsed.filters).toEqual([]);
  });

  it('keeps a stock the server sends, including 0', () => {
    expect(productSchema.parse({ ...validProduct, stock: 0 }).stock).toBe(0);
  });
});

describe('SPEC 3 Product: price_in_cents is integer cents; category is {id, key, link}', () => {
  it('accepts a product list', () => {
    expect(productListSchema.parse([validProduct])).toHaveLength(1);
  });

  it('rejects a price in euros', () => {
    expect(keyOf(productSchema, { ...validProduct, price_in_cents: 12.99 }, 'price_in_cents')).toBe(
      'validation.integer_required',
    );
  });

  it('rejects a category without a link', () => {
    expect(
      keyOf(
        productSchema,
        { ...validProduct, category: { id: 1, key: 'feeding' } },
        'category.link',
      ),
    ).toBe('validation.required');
  });
});

describe('SPEC 3 Category: organisation id, id, key, link', () => {
  it('accepts a category list', () => {
    expect(categoryListSchema.parse([validCategory])[0]?.key).toBe('feeding');
  });

  it('reports the index of a bad category', () => {
    expect(keyOf(categoryListSchema, [validCategory, { id: 2 }], '1.key')).toBe(
      'validation.required',
    );
  });
});

describe('SPEC 3 Shop config: locale is a code or a list of xx-YY codes', () => {
  it('accepts one code or a list, first being the default', () => {
    expect(shopLocales(shopConfigSchema.parse(validShopConfig))).toEqual([
      'fr-BE',
      'es-ES',
      'nl-BE',
    ]);
    expect(shopLocales(shopConfigSchema.parse({ id: 1, locale: 'fr' }))).toEqual(['fr']);
  });

  it('rejects a malformed locale code and an empty list', () => {
    expect(shopConfigSchema.safeParse({ id: 1, locale: 'french' }).success).toBe(false);
    expect(shopConfigSchema.safeParse({ id: 1, locale: ['fr-be'] }).success).toBe(false);
    expect(shopConfigSchema.safeParse({ id: 1, locale: [] }).success).toBe(false);
  });

  it('defaults maintenance_mode to false', () => {
    expect(shopConfigSchema.parse(validShopConfig).maintenance_mode).toBe(false);
  });
});
