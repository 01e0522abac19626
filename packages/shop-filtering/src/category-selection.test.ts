import { describe, expect, it } from 'vitest';
import { partNos, product } from '../test/fixtures';
import { BUNDLE_CATEGORY_KEY, selectCategory } from './category-selection';

const diapers = { id: 7, key: 'diapers', link: '/c-p/diapers/7' };
const feeding = { id: 8, key: 'feeding', link: '/c-p/feeding/8' };
const catalogue = [
  product('d1', { category: diapers }),
  product('f1', { category: feeding }),
  product('b1', { category: feeding, bundle_info: { size: 2 } }),
  product('d2', { category: diapers }),
  product('none', { category: null }),
];

describe('SPEC 4 Shop rules: a category matches by id, key or link', () => {
  it('matches a value against the category key', () => {
    expect(partNos(selectCategory(catalogue, 'diapers'))).toEqual(['d1', 'd2']);
  });

  it('matches a value against the category id, numeric or as a URL string', () => {
    expect(partNos(selectCategory(catalogue, 8))).toEqual(['f1', 'b1']);
    expect(partNos(selectCategory(catalogue, '8'))).toEqual(['f1', 'b1']);
  });

  it('matches a value against the category link', () => {
    expect(partNos(selectCategory(catalogue, '/c-p/diapers/7'))).toEqual(['d1', 'd2']);
  });

  it('matches a category object by any of its given fields', () => {
    expect(partNos(selectCategory(catalogue, { id: 7 }))).toEqual(['d1', 'd2']);
    expect(partNos(selectCategory(catalogue, { key: 'nope', link: feeding.link }))).toEqual([
      'f1',
      'b1',
    ]);
  });

  it('selects nothing for an unknown category', () => {
    expect(selectCategory(catalogue, 'toys')).toEqual([]);
  });

  it('selects every product, in order, when no category is given', () => {
    expect(selectCategory(catalogue, undefined)).toBe(catalogue);
    expect(selectCategory(catalogue, '')).toBe(catalogue);
    expect(selectCategory(catalogue, {})).toBe(catalogue);
  });
});

describe('SPEC 4 Shop rules: category PKG selects bundles', () => {
  it('selects the products with bundle_info, whatever their category', () => {
    expect(BUNDLE_CATEGORY_KEY).toBe('PKG');
    expect(partNos(selectCategory(catalogue, 'PKG'))).toEqual(['b1']);
    expect(partNos(selectCategory(catalogue, { id: 99, key: 'PKG', link: 'x' }))).toEqual(['b1']);
  });
});
