import { describe, expect, it } from 'vitest';
import { MissingCartProductIdError } from './cart-errors';
import { cartProductId, toCartProduct } from './cart-product';

describe('SPEC 3 Cart product: id falls back to part_no, package key, code, group, web part number', () => {
  it('uses id first', () => {
    expect(cartProductId({ id: 'p1', part_no: 'P-1', Code: 'C' })).toBe('p1');
  });

  it.each([
    [{ part_no: 'P-1', PackageKey: 'K', Code: 'C' }, 'P-1'],
    [{ PackageKey: 'PKG-9', Code: 'C', Group: 'G' }, 'PKG-9'],
    [{ Code: 'C-3', Group: 'G', WebPartNumber: 'W' }, 'C-3'],
    [{ Group: 'G-7', WebPartNumber: 'W' }, 'G-7'],
    [{ WebPartNumber: 'W-11' }, 'W-11'],
  ])('falls back in order for %j', (product, expected) => {
    expect(cartProductId(product)).toBe(expected);
  });

  it('skips empty and null values', () => {
    expect(cartProductId({ id: '', part_no: null, Code: 'C-1' })).toBe('C-1');
  });

  it('turns numeric ids into strings, keeping 0', () => {
    expect(cartProductId({ id: 42 })).toBe('42');
    expect(cartProductId({ id: 0 })).toBe('0');
  });

  it('throws a typed error when no field has a value', () => {
    expect(() => cartProductId({ id: null })).toThrow(MissingCartProductIdError);
  });
});

describe('SPEC 3 Cart product: a line keeps the SPEC fields the rules need', () => {
  it('keeps bundle fields only for active bundles', () => {
    const input = { id: 'b', price_in_cents: 500, quantity_requested: 4, PackageQty: 4 };
    expect(toCartProduct({ ...input, active_bundle: true }, 2)).toEqual({
      id: 'b',
      price_in_cents: 500,
      quantity: 2,
      active_bundle: true,
      quantity_requested: 4,
      PackageQty: 4,
    });
    expect(toCartProduct(input, 2)).toEqual({
      id: 'b',
      price_in_cents: 500,
      quantity: 2,
      active_bundle: false,
    });
  });
});
