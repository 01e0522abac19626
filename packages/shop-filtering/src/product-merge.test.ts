import { describe, expect, it } from 'vitest';
import { partNos, product } from '../test/fixtures';
import { mergeStockAndPriceUpdate, mergeTranslations } from './product-merge';

const catalogue = [
  product('1', { SKUName: 'Bottle', stock: 5, price_in_cents: 450, price_as_string: '€4.50' }),
  product('2', { SKUName: 'Teat', stock: 0, price_in_cents: 200 }),
];

describe('SPEC 4 Shop rules: a stock and price update is merged into the catalogue', () => {
  it('takes stock and price from the update and keeps the other fields', () => {
    const merged = mergeStockAndPriceUpdate(catalogue, [
      { part_no: '1', stock: 2, price_in_cents: 500, price_as_string: '€5.00', SKUName: 'x' },
    ]);
    expect(merged[0]).toMatchObject({
      SKUName: 'Bottle',
      stock: 2,
      price_in_cents: 500,
      price_as_string: '€5.00',
    });
    expect(merged[0]?.incomplete).toBeUndefined();
  });

  it('leaves fields the update does not carry, and unchanged products, as they were', () => {
    const merged = mergeStockAndPriceUpdate(catalogue, [
      { part_no: '1', stock: 7 },
      { part_no: '2', stock: 0, price_in_cents: 200 },
    ]);
    expect(merged[0]).toMatchObject({ stock: 7, price_in_cents: 450, price_as_string: '€4.50' });
    expect(merged[1]).toBe(catalogue[1]);
  });

  it('reads an explicit null stock as unknown, so 99', () => {
    const merged = mergeStockAndPriceUpdate(catalogue, [{ part_no: '2', stock: null }]);
    expect(merged[1]?.stock).toBe(99);
  });

  it('adds update items unknown to the catalogue, marked incomplete, after the catalogue', () => {
    const merged = mergeStockAndPriceUpdate(catalogue, [
      { part_no: 'new', price_in_cents: 990 },
      { part_no: '2', stock: 1 },
    ]);
    expect(partNos(merged)).toEqual(['1', '2', 'new']);
    expect(merged[2]).toEqual({ part_no: 'new', price_in_cents: 990, stock: 99, incomplete: true });
    expect(merged[1]?.incomplete).toBeUndefined();
  });

  it('matches products by a custom key when given one', () => {
    const merged = mergeStockAndPriceUpdate(
      catalogue,
      [{ part_no: 'other', ctn: 'ctn-2', stock: 3 }],
      { keyOf: (item) => item.ctn ?? item.part_no },
    );
    expect(merged.map((item) => item.stock)).toEqual([5, 3]);
  });

  it('does not change the catalogue it was given', () => {
    mergeStockAndPriceUpdate(catalogue, [{ part_no: '1', stock: 0 }]);
    expect(catalogue[0]?.stock).toBe(5);
  });
});

describe('SPEC 4 Shop rules: a translations merge keeps stock and price', () => {
  it('takes names and descriptions from the translation, stock and price from the catalogue', () => {
    const merged = mergeTranslations(catalogue, [
      {
        part_no: '1',
        SKUName: 'Biberon',
        SKUDescription: 'En verre',
        stock: 80,
        price_in_cents: 1,
        price_as_string: '0,01 €',
      },
    ]);
    expect(merged[0]).toMatchObject({
      SKUName: 'Biberon',
      SKUDescription: 'En verre',
      stock: 5,
      price_in_cents: 450,
      price_as_string: '€4.50',
    });
  });

  it('keeps untranslated products and appends translated products the catalogue lacks', () => {
    const merged = mergeTranslations(catalogue, [
      { part_no: 'fr-only', SKUName: 'Tétine' },
      { part_no: '2', SKUName: 'Tétine' },
    ]);
    expect(partNos(merged)).toEqual(['1', '2', 'fr-only']);
    expect(merged[0]).toBe(catalogue[0]);
    expect(merged[2]).toEqual({ part_no: 'fr-only', SKUName: 'Tétine', stock: 99 });
  });
});
