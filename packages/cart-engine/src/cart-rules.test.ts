import { describe, expect, it } from 'vitest';
import { bundle, cream, run, sample, update, wipes } from '../test/cart-fixtures';
import type { CartProduct } from './cart-product';
import { checkCartRules } from './cart-rules';
import { type CartState, createEmptyCart } from './cart-state';

const uncapped = createEmptyCart({ max: -1 });

function line(overrides: Partial<CartProduct> & Pick<CartProduct, 'id'>): CartProduct {
  return { price_in_cents: 100, quantity: 1, active_bundle: false, ...overrides };
}

describe('SPEC 4 Other states: free products can only be ordered combined with paid ones', () => {
  it('reports a cart holding only free products', () => {
    expect(checkCartRules(run(uncapped, update(sample, 2)))).toEqual([
      { code: 'free_products_only' },
    ]);
  });

  it('accepts free products next to a paid one', () => {
    expect(checkCartRules(run(uncapped, update(sample, 2), update(cream, 1)))).toEqual([]);
  });

  it('counts a paid line the server cut to 0 units as absent', () => {
    const products = [line({ id: 'free', price_in_cents: 0 }), line({ id: 'paid', quantity: 0 })];
    expect(checkCartRules({ max: -1, products })).toEqual([{ code: 'free_products_only' }]);
  });
});

describe('SPEC 8 Empty states: an empty cart cannot be ordered', () => {
  it('reports a cart without lines', () => {
    expect(checkCartRules(createEmptyCart())).toEqual([{ code: 'empty_cart' }]);
  });

  it('reports a cart whose lines all hold 0 units', () => {
    const products = [line({ id: 'a', quantity: 0 })];
    expect(checkCartRules({ max: -1, products })).toEqual([{ code: 'empty_cart' }]);
  });
});

describe('SPEC 5 Cart: a bundle must be completed', () => {
  it('reports a bundle line below its requested quantity', () => {
    const cart = run(uncapped, update(cream, 1), update(bundle, 3));
    expect(checkCartRules(cart)).toEqual([
      { code: 'incomplete_bundle', productId: 'bundle', quantity: 3, required: 4 },
    ]);
  });

  it('reports a bundle line below its package quantity', () => {
    const products = [
      line({ id: 'paid' }),
      line({ id: 'pkg', active_bundle: true, quantity: 5, quantity_requested: 5, PackageQty: 6 }),
    ];
    expect(checkCartRules({ max: -1, products })).toEqual([
      { code: 'incomplete_bundle', productId: 'pkg', quantity: 5, required: 6 },
    ]);
  });

  it('accepts a complete bundle', () => {
    expect(checkCartRules(run(uncapped, update(cream, 1), update(bundle, 'requested')))).toEqual(
      [],
    );
  });

  it('does not apply to lines that are no active bundle', () => {
    const products = [line({ id: 'paid', quantity: 1, PackageQty: 10 })];
    expect(checkCartRules({ max: -1, products })).toEqual([]);
  });
});

describe('SPEC 4 Cart rules: over max and over per-product max, checked on any cart', () => {
  it('reports a subtotal above the cap with both amounts', () => {
    const cart = run(uncapped, update(cream, 5), { type: 'setMax', max: 5000 });
    expect(checkCartRules(cart)).toEqual([
      { code: 'max_order_price_reached', max: 5000, subtotal: 6250 },
    ]);
  });

  it('recomputes the subtotal instead of trusting the stored one', () => {
    const tampered: CartState = { ...run(uncapped, update(cream, 5)), subtotal: 0, max: 5000 };
    expect(checkCartRules(tampered)).toEqual([
      { code: 'max_order_price_reached', max: 5000, subtotal: 6250 },
    ]);
  });

  it('reports a line above its max_order_amount', () => {
    const products = [line({ id: 'wipes', quantity: 4, max_order_amount: 3 })];
    expect(checkCartRules({ max: -1, products })).toEqual([
      { code: 'max_product_amount_reached', productId: 'wipes', quantity: 4, limit: 3 },
    ]);
  });

  it('lists cart-wide violations first, then per line in line order', () => {
    const products = [
      line({ id: 'a', quantity: 9, max_order_amount: 2, status: 'CANNOT_ORDER' }),
      line({ id: 'b', active_bundle: true, quantity: 1, quantity_requested: 2 }),
    ];
    expect(checkCartRules({ max: 500, products }).map((violation) => violation.code)).toEqual([
      'max_order_price_reached',
      'cannot_order',
      'max_product_amount_reached',
      'incomplete_bundle',
    ]);
  });

  it('passes a cart the reducer built within every limit', () => {
    const cart = run(createEmptyCart({ max: 5000 }), update(cream, 2), update(wipes, 3));
    expect(checkCartRules(cart)).toEqual([]);
  });
});
