import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partNos, product } from '../test/fixtures';
import type { ShopProduct } from './product';
import { applyShopQuery } from './shop-query';
import { SORT_ORDERS } from './sort-order';

const diapers = { id: 1, key: 'diapers', link: 'l-diapers' };
const feeding = { id: 2, key: 'feeding', link: 'l-feeding' };
const catalogue = [
  product('1', {
    SKUName: 'Bottle 250ml',
    category: feeding,
    filters: ['Glass'],
    price_in_cents: 900,
  }),
  product('2', {
    SKUName: 'Bottle 125ml',
    category: feeding,
    filters: ['Plastic'],
    price_in_cents: 700,
  }),
  product('3', {
    SKUName: 'Newborn diapers',
    category: diapers,
    filters: ['Size 1'],
    price_in_cents: 1500,
  }),
  product('4', {
    SKUName: 'Bottle starter kit',
    category: feeding,
    filters: ['Glass', 'Plastic'],
    bundle_info: { n: 3 },
    price_in_cents: 2500,
  }),
  product('5', { SKUName: 'Teat', category: feeding, filters: ['Silicone'], price_in_cents: 300 }),
];

describe('SPEC 4 Shop rules: the shop view composes category, keyword, filters and sort', () => {
  it('applies category, then keyword, then checked filters, then sort', () => {
    const result = applyShopQuery({
      products: catalogue,
      category: 'feeding',
      keyword: 'bottle',
      checkedFilters: ['Glass'],
      sort: 'price-desc',
    });
    expect(partNos(result.products)).toEqual(['4', '1']);
  });

  it('rebuilds the filters from the category and keyword view, before the checked filters', () => {
    const result = applyShopQuery({
      products: catalogue,
      category: 'feeding',
      keyword: 'bottle',
      checkedFilters: ['Glass'],
    });
    expect(result.filters).toEqual([
      { title: 'Glass', count: 2, checked: true },
      { title: 'Plastic', count: 2, checked: false },
    ]);
  });

  it('shows the whole catalogue, in order, for an empty query', () => {
    const result = applyShopQuery({ products: catalogue });
    expect(result.products).toBe(catalogue);
    expect(result.filters.map((f) => f.title)).toEqual(['Glass', 'Plastic', 'Silicone', 'Size 1']);
  });

  it('selects bundles with category PKG', () => {
    expect(partNos(applyShopQuery({ products: catalogue, category: 'PKG' }).products)).toEqual([
      '4',
    ]);
  });

  it('sees a catalogue array that grew in place (the cached index is rebuilt)', () => {
    const growing = [...catalogue];
    expect(applyShopQuery({ products: growing, keyword: 'nursing' }).products).toEqual([]);
    growing.push(product('6', { SKUName: 'Nursing pads' }));
    expect(partNos(applyShopQuery({ products: growing, keyword: 'nursing' }).products)).toEqual([
      '6',
    ]);
  });
});

const titles = ['Glass', 'Plastic', 'Silicone', 'Size 1', 'Size 2'];
const arbitraryProduct = fc.record({
  part_no: fc.string({ maxLength: 4 }),
  SKUName: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('a', 'A', 'á', 'b', 'B')),
  SKUDescription: fc.option(fc.string({ maxLength: 8, unit: 'grapheme' }), { nil: undefined }),
  ctn: fc.string({ maxLength: 4, unit: 'binary' }),
  SKU: fc.constantFrom('SKU-A', 'sku-b'),
  part_skey: fc.option(fc.string({ maxLength: 3 }), { nil: null }),
  stock: fc.integer({ min: 0, max: 200 }),
  price_in_cents: fc.integer({ min: 0, max: 5 }),
  category: fc.constantFrom(diapers, feeding, null),
  filters: fc.subarray(titles),
  bundle_info: fc.constantFrom(undefined, { n: 2 }),
});
const arbitraryQuery = fc.record({
  products: fc.array(arbitraryProduct, { maxLength: 40 }),
  category: fc.constantFrom(undefined, 'diapers', 2, 'l-feeding', 'PKG'),
  keyword: fc.oneof(
    fc.constantFrom('', 'a', ' B ', '\u0000', 'Σ'),
    fc.string({ maxLength: 2 }),
    fc.string({ maxLength: 2, unit: 'binary' }),
  ),
  checkedFilters: fc.subarray(titles, { maxLength: 2 }),
  sort: fc.constantFrom(undefined, ...SORT_ORDERS),
});

describe('SPEC 4 Shop rules (property): filtering never adds products', () => {
  it('returns each product at most once, all from the catalogue', () => {
    fc.assert(
      fc.property(arbitraryQuery, (query) => {
        const shown = applyShopQuery(query).products;
        expect(new Set(shown).size).toBe(shown.length);
        for (const item of shown) expect(query.products).toContain(item);
      }),
    );
  });
});

describe('SPEC 4 Shop rules (property): the view equals the rules applied one by one', () => {
  const collator = new Intl.Collator('en');
  const text = (value: string | null | undefined) => (value ?? '').toLowerCase();
  const inCategory = (item: ShopProduct, category: string | number | undefined) =>
    category === undefined ||
    (category === 'PKG'
      ? Boolean(item.bundle_info)
      : item.category != null &&
        (String(item.category.id) === String(category) ||
          item.category.key === category ||
          item.category.link === category));

  it('matches a naive filter-then-sort over the same query', () => {
    fc.assert(
      fc.property(arbitraryQuery, (query) => {
        const keyword = query.keyword.trim().toLowerCase();
        const expected = query.products
          .filter((item) => inCategory(item, query.category))
          .filter((item) =>
            [
              item.SKUName,
              item.SKUDescription,
              item.ctn,
              item.SKU,
              item.part_no,
              item.part_skey,
            ].some((field) => text(field).includes(keyword)),
          )
          .filter(
            (item) =>
              query.checkedFilters.length === 0 ||
              item.filters.some((title) => query.checkedFilters.includes(title)),
          );
        const sorted = [...expected].sort((a, b) => {
          switch (query.sort) {
            case 'price-asc':
              return a.price_in_cents - b.price_in_cents;
            case 'price-desc':
              return b.price_in_cents - a.price_in_cents;
            case 'name-asc':
              return collator.compare(a.SKUName, b.SKUName);
            case 'name-desc':
              return collator.compare(b.SKUName, a.SKUName);
            default:
              return 0;
          }
        });
        expect(applyShopQuery(query).products).toEqual(sorted);
      }),
    );
  });
});
