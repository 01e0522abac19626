import { describe, expect, it } from 'vitest';
import { bundle, cream, run, sample, update, wipes } from '../test/cart-fixtures';
import type { CartAction } from './cart-actions';
import { InvalidCartAmountError, MissingCartProductIdError } from './cart-errors';
import { cartReducer } from './cart-reducer';
import { type CartState, createEmptyCart } from './cart-state';

const uncapped = createEmptyCart({ max: -1 });

describe('SPEC 4 Cart rules: add/update with the max-order-value check', () => {
  it('adds a line and recomputes the amounts when under the cap', () => {
    const cart = run(createEmptyCart({ max: 5000 }), update(cream, 2));
    expect(cart.products).toEqual([
      { id: 'cream', part_no: 'P-100', price_in_cents: 1250, quantity: 2, active_bundle: false },
    ]);
    expect(cart).toMatchObject({ subtotal: 2500, total: 2500, error: null });
  });

  it('updates an existing line in place instead of adding a second one', () => {
    const cart = run(uncapped, update(cream, 1), update(wipes, 1), update(cream, 3));
    expect(cart.products.map((line) => [line.id, line.quantity])).toEqual([
      ['cream', 3],
      ['wipes', 1],
    ]);
  });

  it('refuses with max_order_price_reached and leaves the lines unchanged', () => {
    const before = run(createEmptyCart({ max: 5000 }), update(cream, 2));
    const after = cartReducer(before, update(cream, 5));
    expect(after.error).toEqual({
      code: 'max_order_price_reached',
      productId: 'cream',
      limit: 5000,
    });
    expect(after.products).toBe(before.products);
    expect(after.subtotal).toBe(2500);
    expect(after.total).toBe(2500);
  });

  it('accepts a subtotal exactly at the cap', () => {
    const cart = run(createEmptyCart({ max: 5000 }), update(cream, 4));
    expect(cart.error).toBeNull();
    expect(cart.subtotal).toBe(5000);
  });

  it('has no cap when max is -1', () => {
    const cart = run(uncapped, update(cream, 10_000));
    expect(cart.error).toBeNull();
    expect(cart.subtotal).toBe(12_500_000);
  });

  it('still takes free products when max is 0', () => {
    const cart = run(createEmptyCart({ max: 0 }), update(sample, 2), update(cream, 1));
    expect(cart.products.map((line) => line.id)).toEqual(['sample']);
    expect(cart.error?.code).toBe('max_order_price_reached');
  });

  it('lets a cart that is already over its cap shrink, but not grow', () => {
    const over = run(uncapped, update(cream, 6), { type: 'setMax', max: 5000 });
    expect(over.subtotal).toBe(7500);

    const shrunk = cartReducer(over, update(cream, 5));
    expect(shrunk.error).toBeNull();
    expect(shrunk.subtotal).toBe(6250);

    const grown = cartReducer(shrunk, update(wipes, 1));
    expect(grown.error?.code).toBe('max_order_price_reached');
    expect(grown.products).toBe(shrunk.products);
  });

  it('clears the previous error once an update is accepted', () => {
    const cart = run(createEmptyCart({ max: 1000 }), update(cream, 1), update(wipes, 2));
    expect(cart.error).toBeNull();
    expect(cart.subtotal).toBe(798);
  });

  it('checks a price change of an existing line against the cap', () => {
    const pricier = { ...wipes, price_in_cents: 2000 };
    const before = run(createEmptyCart({ max: 1000 }), update(wipes, 2));
    const after = cartReducer(before, update(pricier, 2));
    expect(after.error?.code).toBe('max_order_price_reached');
    expect(after.products[0]?.price_in_cents).toBe(399);
  });

  it('keeps only the rule fields of the product it is given', () => {
    const shopProduct = { ...cream, SKUName: 'Cream 50 ml', stock: 99 };
    const cart = run(uncapped, update(shopProduct, 1));
    expect(Object.keys(cart.products[0] ?? {}).sort()).toEqual([
      'active_bundle',
      'id',
      'part_no',
      'price_in_cents',
      'quantity',
    ]);
  });

  it('refuses a price that is not integer cents', () => {
    expect(() => cartReducer(uncapped, update({ id: 'x', price_in_cents: 9.99 }, 1))).toThrow(
      InvalidCartAmountError,
    );
  });

  it('refuses a product without any id field', () => {
    expect(() => cartReducer(uncapped, update({ price_in_cents: 100 }, 1))).toThrow(
      MissingCartProductIdError,
    );
  });
});

describe('SPEC 4 Cart rules: quantity above max_order_amount sets max_product_amount_reached', () => {
  it('refuses and leaves the cart unchanged', () => {
    const before = run(uncapped, update(wipes, 2));
    const after = cartReducer(before, update(wipes, 4));
    expect(after.error).toEqual({
      code: 'max_product_amount_reached',
      productId: 'wipes',
      limit: 3,
    });
    expect(after.products).toBe(before.products);
    expect(after.subtotal).toBe(798);
  });

  it('accepts exactly max_order_amount', () => {
    const cart = run(uncapped, update(wipes, 3));
    expect(cart.error).toBeNull();
    expect(cart.products[0]?.quantity).toBe(3);
  });

  it('treats a missing, null or negative max_order_amount as no limit', () => {
    const unlimited = [
      { id: 'a', price_in_cents: 1 },
      { id: 'b', price_in_cents: 1, max_order_amount: null },
      { id: 'c', price_in_cents: 1, max_order_amount: -1 },
    ];
    const cart = run(uncapped, ...unlimited.map((product) => update(product, 500)));
    expect(cart.error).toBeNull();
    expect(cart.products.map((line) => line.quantity)).toEqual([500, 500, 500]);
  });
});

describe('SPEC 4 Cart rules: quantity 0 or less removes the line', () => {
  it('removes the line at 0', () => {
    const cart = run(uncapped, update(cream, 2), update(wipes, 1), update(cream, 0));
    expect(cart.products.map((line) => line.id)).toEqual(['wipes']);
    expect(cart.subtotal).toBe(399);
  });

  it('zeroes a negative quantity first, so it removes the line too', () => {
    const cart = run(uncapped, update(cream, 2), update(cream, -3));
    expect(cart.products).toEqual([]);
    expect(cart.total).toBe(0);
  });

  it('adds nothing for a negative quantity of a product not in the cart', () => {
    const cart = run(uncapped, update(cream, -1));
    expect(cart.products).toEqual([]);
  });

  it('refuses a fractional quantity', () => {
    expect(() => cartReducer(uncapped, update(cream, 1.5))).toThrow(InvalidCartAmountError);
  });
});

describe("SPEC 4 Cart rules: bundles use quantity_requested, 'requested' restores it", () => {
  it('adds a bundle with its requested quantity', () => {
    const cart = run(uncapped, update(bundle, 'requested'));
    expect(cart.products[0]).toMatchObject({ id: 'bundle', quantity: 4, quantity_requested: 4 });
    expect(cart.subtotal).toBe(2000);
  });

  it('restores the requested quantity after the user lowered it', () => {
    const lowered = run(uncapped, update(bundle, 'requested'), update(bundle, 1));
    expect(lowered.products[0]?.quantity).toBe(1);
    const restored = cartReducer(lowered, update(bundle, 'requested'));
    expect(restored.products[0]?.quantity).toBe(4);
  });

  it('restores from the cart line itself, as the cart page passes it', () => {
    const lowered = run(uncapped, update(bundle, 'requested'), update(bundle, 2));
    const line = lowered.products[0];
    if (line === undefined) throw new Error('bundle line expected');
    expect(cartReducer(lowered, update(line, 'requested')).products[0]?.quantity).toBe(4);
  });

  it('applies the max-order-value check to the restored quantity', () => {
    const cart = run(
      createEmptyCart({ max: 1500 }),
      update(bundle, 2),
      update(bundle, 'requested'),
    );
    expect(cart.error?.code).toBe('max_order_price_reached');
    expect(cart.products[0]?.quantity).toBe(2);
  });

  it("leaves a cart unchanged when 'requested' is used for a product that is no bundle", () => {
    const before = run(uncapped, update(cream, 2));
    const notBundle = { ...cream, quantity_requested: 7 };
    expect(cartReducer(before, update(notBundle, 'requested'))).toBe(before);
  });

  it('does not keep quantity_requested on a line that is no active bundle', () => {
    const cart = run(uncapped, update({ ...cream, quantity_requested: 7 }, 1));
    expect(cart.products[0]).not.toHaveProperty('quantity_requested');
  });
});

describe('SPEC 4 Cart rules: total = subtotal + shipping - discount, discount resets when subtotal falls', () => {
  const filled = run(
    uncapped,
    update(cream, 4),
    { type: 'setShippingCharge', shipping: 695 },
    { type: 'setDiscount', discount: 1000 },
  );

  it('keeps total = subtotal + shipping - discount', () => {
    expect(filled).toMatchObject({ subtotal: 5000, shipping: 695, discount: 1000, total: 4695 });
  });

  it('resets the discount to 0 when the subtotal falls', () => {
    const cart = cartReducer(filled, update(cream, 3));
    expect(cart).toMatchObject({ subtotal: 3750, discount: 0, total: 4445 });
  });

  it('keeps the discount when the subtotal rises', () => {
    const cart = cartReducer(filled, update(wipes, 1));
    expect(cart).toMatchObject({ subtotal: 5399, discount: 1000, total: 5094 });
  });

  it('clamps the discount between 0 and the subtotal', () => {
    expect(cartReducer(filled, { type: 'setDiscount', discount: 99_999 }).discount).toBe(5000);
    expect(cartReducer(filled, { type: 'setDiscount', discount: -5 }).discount).toBe(0);
  });

  it('drops the discount when a different coupon code is entered, keeps it for the same code', () => {
    const coded = run(filled, { type: 'setCouponCode', code: 'WELCOME10' });
    expect(coded.discount).toBe(0);
    const discounted = run(coded, { type: 'setDiscount', discount: 500 });
    const same = cartReducer(discounted, { type: 'setCouponCode', code: 'WELCOME10' });
    expect(same.discount).toBe(500);
    expect(same.code).toBe('WELCOME10');
  });

  it('keeps the coupon code exactly as typed (coupons are case sensitive)', () => {
    expect(cartReducer(filled, { type: 'setCouponCode', code: 'Welcome10' }).code).toBe(
      'Welcome10',
    );
  });

  it('recalculates stale amounts restored from storage', () => {
    const stale: CartState = { ...filled, subtotal: 1, total: 123_456 };
    const cart = cartReducer(stale, { type: 'recalculate' });
    expect(cart).toMatchObject({ subtotal: 5000, shipping: 695, discount: 1000, total: 4695 });
  });
});

describe('SPEC 4 Cart rules: checkout steps set, next, previous', () => {
  it('moves next and back through cart, address, shipping, payment, review, clamped at both ends', () => {
    const steps: string[] = [];
    let cart = createEmptyCart();
    for (let i = 0; i < 5; i++) {
      cart = cartReducer(cart, { type: 'nextStep' });
      steps.push(cart.step);
    }
    for (let i = 0; i < 5; i++) {
      cart = cartReducer(cart, { type: 'previousStep' });
      steps.push(cart.step);
    }
    expect(steps).toEqual([
      'address',
      'shipping',
      'payment',
      'review',
      'review',
      'payment',
      'shipping',
      'address',
      'cart',
      'cart',
    ]);
  });

  it('sets a step directly and ignores a name that is not a step', () => {
    const cart = cartReducer(createEmptyCart(), { type: 'setStep', step: 'shipping' });
    expect(cart.step).toBe('shipping');
    const bogus = { type: 'setStep', step: 'confirm' } as unknown as CartAction;
    expect(cartReducer(cart, bogus)).toBe(cart);
  });
});

describe('SPEC 4 Cart rules: shipping method (default Standard), charge only if positive, address', () => {
  it('starts with Standard and no charge', () => {
    expect(createEmptyCart()).toMatchObject({ shipping_method: 'Standard', shipping: 0 });
  });

  it('sets the method and its charge, as the API will charge it (decision 238)', () => {
    const before = run(uncapped, update(cream, 1));
    const cart = cartReducer(before, { type: 'setShippingMethod', shipping_method: 'overnight' });
    expect(cart.shipping_method).toBe('overnight');
    expect(cart.shipping).toBe(1495);
    expect(cart.total).toBe(before.total + 1495);
  });

  it('applies a positive charge and recalculates the total', () => {
    const cart = run(uncapped, update(cream, 1), { type: 'setShippingCharge', shipping: 995 });
    expect(cart).toMatchObject({ shipping: 995, total: 2245 });
  });

  it('treats a zero or negative charge as no charge', () => {
    const charged = run(uncapped, update(cream, 1), { type: 'setShippingCharge', shipping: 995 });
    expect(cartReducer(charged, { type: 'setShippingCharge', shipping: 0 }).total).toBe(1250);
    expect(cartReducer(charged, { type: 'setShippingCharge', shipping: -100 }).shipping).toBe(0);
  });

  it('keeps the PO number and the note for the brand until the cart is reset (decision 246)', () => {
    expect(createEmptyCart()).toMatchObject({ po_number: '', note: '' });
    let cart = cartReducer(createEmptyCart(), { type: 'setOrderReference', po_number: 'PO-7' });
    cart = cartReducer(cart, { type: 'setOrderReference', note: 'Dock 3' });
    expect(cart).toMatchObject({ po_number: 'PO-7', note: 'Dock 3' });
    cart = cartReducer(cart, { type: 'setOrderReference', po_number: '' });
    expect(cart).toMatchObject({ po_number: '', note: 'Dock 3' });
    cart = cartReducer(cart, { type: 'reset', max_order_amount: -1 });
    expect(cart).toMatchObject({ po_number: '', note: '' });
  });

  it('stores the shipping address key', () => {
    const cart = cartReducer(createEmptyCart(), {
      type: 'setShippingAddress',
      addresskey: 'office-1',
    });
    expect(cart.addresskey).toBe('office-1');
  });
});

describe('SPEC 4 Cart rules: payment method (default cod), type (default creditcard) and card', () => {
  it('starts with cod, creditcard and no card', () => {
    expect(createEmptyCart().payment).toEqual({ method: 'cod', type: 'creditcard', card: null });
  });

  it('sets method, type and card independently', () => {
    const cart = run(
      createEmptyCart(),
      { type: 'setPaymentMethod', method: 'invoice' },
      { type: 'setPaymentType', paymentType: 'ideal' },
      { type: 'setPaymentCard', card: 'visa' },
    );
    expect(cart.payment).toEqual({ method: 'invoice', type: 'ideal', card: 'visa' });
  });
});

describe('SPEC 4 Cart rules: reset uses max_order_amount (0 if missing); max can be set separately', () => {
  const busy = run(
    uncapped,
    update(cream, 2),
    { type: 'nextStep' },
    { type: 'setCouponCode', code: 'X' },
    { type: 'setOrderNumber', order_nr: 'SO-1' },
  );

  it('restores an empty cart with the given max', () => {
    expect(cartReducer(busy, { type: 'reset', max_order_amount: 25_000 })).toEqual(
      createEmptyCart({ max: 25_000 }),
    );
  });

  it('uses 0 when max_order_amount is missing or null, -1 stays no cap', () => {
    expect(cartReducer(busy, { type: 'reset' }).max).toBe(0);
    expect(cartReducer(busy, { type: 'reset', max_order_amount: null }).max).toBe(0);
    expect(cartReducer(busy, { type: 'reset', max_order_amount: -1 }).max).toBe(-1);
  });

  it('sets max without touching the lines', () => {
    const cart = cartReducer(busy, { type: 'setMax', max: 100 });
    expect(cart.max).toBe(100);
    expect(cart.products).toBe(busy.products);
  });

  it('refuses a max below -1', () => {
    expect(() => cartReducer(busy, { type: 'setMax', max: -2 })).toThrow(InvalidCartAmountError);
  });
});

describe('SPEC 3 Cart: error field', () => {
  it('is cleared by clearError', () => {
    const refused = run(createEmptyCart({ max: 0 }), update(cream, 1));
    expect(refused.error).not.toBeNull();
    expect(cartReducer(refused, { type: 'clearError' }).error).toBeNull();
  });

  it('is left alone by actions that are not quantity updates', () => {
    const refused = run(createEmptyCart({ max: 0 }), update(cream, 1), { type: 'nextStep' });
    expect(refused.error?.code).toBe('max_order_price_reached');
  });
});

describe('SPEC 3 Cart: the reducer is pure', () => {
  it('never mutates the state it is given', () => {
    const before = run(uncapped, update(cream, 2), update(bundle, 'requested'));
    const snapshot: unknown = JSON.parse(JSON.stringify(before));
    run(
      before,
      update(cream, 0),
      update(bundle, 1),
      { type: 'setDiscount', discount: 100 },
      { type: 'applyCartCheck', answer: { lines: [] } },
      { type: 'setPaymentCard', card: 'visa' },
    );
    expect(before).toEqual(snapshot);
  });

  it('leaves the cart unchanged for an unknown action', () => {
    const cart = createEmptyCart();
    expect(cartReducer(cart, { type: 'somethingElse' } as unknown as CartAction)).toBe(cart);
  });
});
