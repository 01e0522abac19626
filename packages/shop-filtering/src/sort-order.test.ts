import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partNos, product } from '../test/fixtures';
import { UnknownSortOrderError } from './errors';
import type { ShopProduct } from './product';
import { isSortOrder, SORT_ORDERS, type SortOrder, sortProducts } from './sort-order';

const catalogue = [
  product('a', { SKUName: 'Bottle', price_in_cents: 500 }),
  product('b', { SKUName: 'apple', price_in_cents: 0 }),
  product('c', { SKUName: 'Étui', price_in_cents: 500 }),
  product('d', { SKUName: 'Cup', price_in_cents: 1250 }),
  product('e', { SKUName: 'bottle', price_in_cents: 0 }),
];

describe('SPEC 4 Shop rules: sorting by field and direction', () => {
  it('offers lowest price, highest price, name a-z, name z-a', () => {
    expect(SORT_ORDERS).toEqual(['price-asc', 'price-desc', 'name-asc', 'name-desc']);
  });

  it('sorts by lowest price first, ties in catalogue order', () => {
    expect(partNos(sortProducts(catalogue, 'price-asc'))).toEqual(['b', 'e', 'a', 'c', 'd']);
  });

  it('sorts by highest price first, ties still in catalogue order (stable)', () => {
    expect(partNos(sortProducts(catalogue, 'price-desc'))).toEqual(['d', 'a', 'c', 'b', 'e']);
  });

  it('sorts names a-z with locale-aware comparison (case and accents do not split letters)', () => {
    const names = sortProducts(catalogue, 'name-asc', { collator: new Intl.Collator('fr') }).map(
      (item) => item.SKUName,
    );
    expect(names).toEqual(['apple', 'bottle', 'Bottle', 'Cup', 'Étui']);
  });

  it('sorts names z-a', () => {
    const names = sortProducts(catalogue, 'name-desc', { collator: new Intl.Collator('fr') }).map(
      (item) => item.SKUName,
    );
    expect(names).toEqual(['Étui', 'Cup', 'Bottle', 'bottle', 'apple']);
  });

  it('keeps catalogue order for names the collator finds equal, in both directions', () => {
    const same = [
      product('x', { SKUName: 'Cup' }),
      product('y', { SKUName: 'cup' }),
      product('z', { SKUName: 'Cup' }),
    ];
    const base = { collator: new Intl.Collator('en', { sensitivity: 'base' }) };
    expect(partNos(sortProducts(same, 'name-asc', base))).toEqual(['x', 'y', 'z']);
    expect(partNos(sortProducts(same, 'name-desc', base))).toEqual(['x', 'y', 'z']);
  });

  it('follows the injected collator (Swedish puts ä after z)', () => {
    const list = [product('1', { SKUName: 'ärm' }), product('2', { SKUName: 'zon' })];
    expect(partNos(sortProducts(list, 'name-asc', { collator: new Intl.Collator('de') }))).toEqual([
      '1',
      '2',
    ]);
    expect(partNos(sortProducts(list, 'name-asc', { collator: new Intl.Collator('sv') }))).toEqual([
      '2',
      '1',
    ]);
  });

  it('sorts a missing price as the highest price', () => {
    const list = [product('free', { price_in_cents: 0 }), { part_no: 'unpriced', stock: 1 }];
    expect(partNos(sortProducts(list, 'price-desc'))).toEqual(['unpriced', 'free']);
  });

  it('keeps catalogue order without a sort order and never changes the input', () => {
    const before = partNos(catalogue);
    expect(sortProducts(catalogue, undefined)).toBe(catalogue);
    sortProducts(catalogue, 'name-desc');
    expect(partNos(catalogue)).toEqual(before);
  });

  it('rejects a sort order outside the list with a typed error', () => {
    expect(isSortOrder('name-asc')).toBe(true);
    expect(isSortOrder('popularity')).toBe(false);
    expect(() => sortProducts(catalogue, 'popularity' as SortOrder)).toThrow(UnknownSortOrderError);
  });
});

describe('SPEC 4 Shop rules (property): sorting is a stable permutation ordered by the key', () => {
  const collator = new Intl.Collator('en');
  const arbitraryProducts = fc.array(
    fc.record({
      part_no: fc.string({ maxLength: 3 }),
      stock: fc.constant(1),
      SKUName: fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('e', 'é', 'E', 'f')),
      price_in_cents: fc.integer({ min: -3, max: 3 }),
    }),
    { maxLength: 50 },
  );
  const keyCompare: Record<SortOrder, (a: ShopProduct, b: ShopProduct) => number> = {
    'price-asc': (a, b) => (a.price_in_cents ?? 0) - (b.price_in_cents ?? 0),
    'price-desc': (a, b) => (b.price_in_cents ?? 0) - (a.price_in_cents ?? 0),
    'name-asc': (a, b) => collator.compare(a.SKUName ?? '', b.SKUName ?? ''),
    'name-desc': (a, b) => collator.compare(b.SKUName ?? '', a.SKUName ?? ''),
  };

  it('holds the same products, ordered by the key, equal keys in input order', () => {
    fc.assert(
      fc.property(arbitraryProducts, fc.constantFrom(...SORT_ORDERS), (generated, order) => {
        const products: readonly ShopProduct[] = generated;
        const sorted = sortProducts(products, order, { collator });
        expect(sorted).toHaveLength(products.length);
        expect(new Set(sorted)).toEqual(new Set(products));
        const compare = keyCompare[order];
        for (let k = 1; k < sorted.length; k++) {
          const previous = sorted[k - 1] as ShopProduct;
          const current = sorted[k] as ShopProduct;
          const byKey = compare(previous, current);
          expect(byKey).toBeLessThanOrEqual(0);
          if (byKey === 0) {
            expect(products.indexOf(previous)).toBeLessThan(products.indexOf(current));
          }
        }
      }),
    );
  });
});
