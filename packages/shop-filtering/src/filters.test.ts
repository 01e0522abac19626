import { describe, expect, it } from 'vitest';
import { partNos, product } from '../test/fixtures';
import {
  applyFilters,
  buildFilters,
  checkedTitles,
  toggleCheckedFilter,
  toggleFilter,
} from './filters';

const catalogue = [
  product('1', { filters: ['Silicone', 'BPA free'] }),
  product('2', { filters: ['Glass'] }),
  product('3', { filters: ['BPA free', 'BPA free'] }),
  product('4', { filters: null }),
  product('5', { filters: ['Silicone'] }),
];

describe('SPEC 4 Shop rules: filters are rebuilt with counts from the products in view', () => {
  it('lists each title once with the number of products carrying it, ordered by title', () => {
    expect(buildFilters(catalogue)).toEqual([
      { title: 'BPA free', count: 2, checked: false },
      { title: 'Glass', count: 1, checked: false },
      { title: 'Silicone', count: 2, checked: false },
    ]);
  });

  it('counts only the products passed in', () => {
    expect(buildFilters(catalogue.slice(1, 3))).toEqual([
      { title: 'BPA free', count: 1, checked: false },
      { title: 'Glass', count: 1, checked: false },
    ]);
  });

  it('marks checked titles and keeps a checked title no product carries, with count 0', () => {
    expect(buildFilters(catalogue, ['Glass', 'Latex'])).toEqual([
      { title: 'BPA free', count: 2, checked: false },
      { title: 'Glass', count: 1, checked: true },
      { title: 'Latex', count: 0, checked: true },
      { title: 'Silicone', count: 2, checked: false },
    ]);
  });

  it('orders titles with the given collator', () => {
    const products = [product('1', { filters: ['Zinc', 'Échantillon', 'eau'] })];
    const titles = (locale: string) =>
      buildFilters(products, [], { collator: new Intl.Collator(locale) }).map((f) => f.title);
    expect(titles('fr')).toEqual(['eau', 'Échantillon', 'Zinc']);
  });
});

describe('SPEC 4 Shop rules: checked filter titles combine as any-match', () => {
  it('keeps a product with at least one checked title', () => {
    expect(partNos(applyFilters(catalogue, ['Glass', 'Silicone']))).toEqual(['1', '2', '5']);
  });

  it('drops products without filters when a title is checked', () => {
    expect(partNos(applyFilters(catalogue, ['BPA free']))).toEqual(['1', '3']);
  });

  it('keeps every product when nothing is checked', () => {
    expect(applyFilters(catalogue, [])).toBe(catalogue);
  });
});

describe('SPEC 4 Shop rules: toggling a filter', () => {
  const filters = buildFilters(catalogue);

  it('flips the checked state of the toggled title only', () => {
    const once = toggleFilter(filters, 'Glass');
    expect(checkedTitles(once)).toEqual(['Glass']);
    expect(checkedTitles(toggleFilter(once, 'Glass'))).toEqual([]);
    expect(filters.every((option) => !option.checked)).toBe(true);
  });

  it('returns the same list for a title that is not in it', () => {
    expect(toggleFilter(filters, 'Latex')).toBe(filters);
  });

  it('adds or removes a title in a list of checked titles (URL search params)', () => {
    expect(toggleCheckedFilter(['Glass'], 'Silicone')).toEqual(['Glass', 'Silicone']);
    expect(toggleCheckedFilter(['Glass', 'Silicone'], 'Glass')).toEqual(['Silicone']);
  });
});
