import { describe, expect, it } from 'vitest';
import { product } from '../test/fixtures';
import {
  DEFAULT_STOCK,
  isBundle,
  normaliseProduct,
  normaliseProducts,
  normaliseStock,
} from './product';

describe('SPEC 3 Product: stock defaults to 99 when unknown', () => {
  it('uses 99 for a missing, null or non-finite stock', () => {
    expect(DEFAULT_STOCK).toBe(99);
    expect(normaliseStock(undefined)).toBe(99);
    expect(normaliseStock(null)).toBe(99);
    expect(normaliseStock(Number.NaN)).toBe(99);
    expect(normaliseStock(Number.POSITIVE_INFINITY)).toBe(99);
  });

  it('keeps a known stock, including 0', () => {
    expect(normaliseStock(0)).toBe(0);
    expect(normaliseStock(7)).toBe(7);
  });

  it('fills the stock of a product and keeps its other fields', () => {
    const { stock: _unknown, ...raw } = product('1', { SKUName: 'Nipple shield' });
    const normalised = normaliseProduct({ ...raw, stock: null, extra: 'kept' });
    expect(normalised.stock).toBe(99);
    expect(normalised.SKUName).toBe('Nipple shield');
    expect(normalised.extra).toBe('kept');
  });

  it('returns a product with a known stock unchanged (same object)', () => {
    const known = product('1', { stock: 3 });
    expect(normaliseProduct(known)).toBe(known);
  });

  it('normalises every product of a list', () => {
    const list = normaliseProducts([{ part_no: 'a' }, { part_no: 'b', stock: 4 }]);
    expect(list.map((item) => item.stock)).toEqual([99, 4]);
  });
});

describe('SPEC 3 Product: bundle_info marks a bundle', () => {
  it('is a bundle only when bundle_info is present', () => {
    expect(isBundle(product('1', { bundle_info: { items: 3 } }))).toBe(true);
    expect(isBundle(product('2'))).toBe(false);
    expect(isBundle(product('3', { bundle_info: null }))).toBe(false);
  });
});
