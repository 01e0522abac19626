import { describe, expect, it } from 'vitest';
import { bundle, cream, run, sample, update, wipes } from '../test/cart-fixtures';
import type { CartAction } from './cart-actions';
import { InvalidCartAmountError } from './cart-errors';
import { cartReducer } from './cart-reducer';
import { checkCartRules } from './cart-rules';
import { createEmptyCart } from './cart-state';
import type { CartCheckAnswer } from './server-check';

const filled = run(createEmptyCart({ max: 10_000 }), update(cream, 2), update(wipes, 3));

function check(answer: CartCheckAnswer): CartAction {
  return { type: 'applyCartCheck', answer };
}

describe('SPEC 4 Cart rules: server refresh takes server price and quantity per line', () => {
  it('takes the server price and recomputes subtotal and total', () => {
    const cart = cartReducer(
      filled,
      check({
        lines: [
          { id: 'cream', price_in_cents: 1300, quantity: 2, status: 'CAN_ORDER_ALL' },
          { id: 'wipes', price_in_cents: 399, quantity: 3, status: 'CAN_ORDER_ALL' },
        ],
      }),
    );
    expect(cart.products.map((line) => line.price_in_cents)).toEqual([1300, 399]);
    expect(cart).toMatchObject({ subtotal: 3797, total: 3797 });
  });

  it('marks CAN_ORDER_PART when the server quantity is lower', () => {
    const cart = cartReducer(
      filled,
      check({
        lines: [
          { id: 'cream', price_in_cents: 1250, quantity: 1, status: 'CAN_ORDER_PART' },
          { id: 'wipes', price_in_cents: 399, quantity: 3, status: 'CAN_ORDER_ALL' },
        ],
      }),
    );
    expect(cart.products.map((line) => [line.id, line.quantity, line.status])).toEqual([
      ['cream', 1, 'CAN_ORDER_PART'],
      ['wipes', 3, 'CAN_ORDER_ALL'],
    ]);
    expect(cart.subtotal).toBe(2447);
  });

  it('derives the status from the quantities, whatever the server said short of CANNOT_ORDER', () => {
    const cart = cartReducer(
      filled,
      check({
        lines: [
          { id: 'cream', price_in_cents: 1250, quantity: 1, status: 'CAN_ORDER_ALL' },
          { id: 'wipes', price_in_cents: 399, quantity: 3, status: 'CAN_ORDER_PART' },
        ],
      }),
    );
    expect(cart.products.map((line) => line.status)).toEqual(['CAN_ORDER_PART', 'CAN_ORDER_ALL']);
  });

  it('never raises a line above what it held when the server could deliver more', () => {
    const cart = cartReducer(
      filled,
      check({
        lines: [
          { id: 'cream', price_in_cents: 1250, quantity: 99, status: 'CAN_ORDER_ALL' },
          { id: 'wipes', price_in_cents: 399, quantity: 3, status: 'CAN_ORDER_ALL' },
        ],
      }),
    );
    expect(cart.products[0]).toMatchObject({ quantity: 2, status: 'CAN_ORDER_ALL' });
  });

  it('marks CANNOT_ORDER with 0 units when the product is absent from the answer', () => {
    const cart = cartReducer(
      filled,
      check({
        lines: [{ id: 'wipes', price_in_cents: 399, quantity: 3, status: 'CAN_ORDER_ALL' }],
      }),
    );
    expect(cart.products[0]).toMatchObject({
      id: 'cream',
      quantity: 0,
      price_in_cents: 1250,
      status: 'CANNOT_ORDER',
    });
    expect(cart.subtotal).toBe(1197);
  });

  it('keeps CANNOT_ORDER when the server says so for a listed line', () => {
    const cart = cartReducer(
      filled,
      check({
        lines: [
          { id: 'cream', price_in_cents: 1250, quantity: 0, status: 'CANNOT_ORDER' },
          { id: 'wipes', price_in_cents: 399, quantity: 3, status: 'CAN_ORDER_ALL' },
        ],
      }),
    );
    expect(cart.products[0]?.status).toBe('CANNOT_ORDER');
    expect(checkCartRules(cart)).toContainEqual({ code: 'cannot_order', productId: 'cream' });
  });

  it('ignores answer lines for products the cart does not hold', () => {
    const cart = cartReducer(
      filled,
      check({
        lines: [
          { id: 'cream', price_in_cents: 1250, quantity: 2, status: 'CAN_ORDER_ALL' },
          { id: 'wipes', price_in_cents: 399, quantity: 3, status: 'CAN_ORDER_ALL' },
          { id: 'sample', price_in_cents: 0, quantity: 5, status: 'CAN_ORDER_ALL' },
        ],
      }),
    );
    expect(cart.products.map((line) => line.id)).toEqual(['cream', 'wipes']);
  });

  it('refuses a server price that is not integer cents', () => {
    const answer = {
      lines: [{ id: 'cream', price_in_cents: 12.5, quantity: 2, status: 'CAN_ORDER_ALL' as const }],
    };
    expect(() => cartReducer(filled, check(answer))).toThrow(InvalidCartAmountError);
  });

  it('accepts server prices that push the cart over its cap and leaves that to checkCartRules', () => {
    const capped = run(createEmptyCart({ max: 3000 }), update(cream, 2));
    const cart = cartReducer(
      capped,
      check({
        lines: [{ id: 'cream', price_in_cents: 2000, quantity: 2, status: 'CAN_ORDER_ALL' }],
      }),
    );
    expect(cart.subtotal).toBe(4000);
    expect(cart.error).toBeNull();
    expect(checkCartRules(cart)).toContainEqual({
      code: 'max_order_price_reached',
      max: 3000,
      subtotal: 4000,
    });
  });

  it('keeps the requested quantity of a bundle so it can be restored after a cut', () => {
    const cart = run(
      createEmptyCart({ max: -1 }),
      update(bundle, 'requested'),
      check({
        lines: [{ id: 'bundle', price_in_cents: 500, quantity: 2, status: 'CAN_ORDER_PART' }],
      }),
    );
    expect(cart.products[0]).toMatchObject({ quantity: 2, quantity_requested: 4 });
    const line = cart.products[0];
    if (line === undefined) throw new Error('bundle line expected');
    expect(cartReducer(cart, update(line, 'requested')).products[0]?.quantity).toBe(4);
  });

  it('clears a line status once the user changes its quantity', () => {
    const checked = cartReducer(
      filled,
      check({
        lines: [
          { id: 'cream', price_in_cents: 1250, quantity: 1, status: 'CAN_ORDER_PART' },
          { id: 'wipes', price_in_cents: 399, quantity: 3, status: 'CAN_ORDER_ALL' },
        ],
      }),
    );
    const changed = cartReducer(checked, update(cream, 2));
    expect(changed.products[0]).not.toHaveProperty('status');
    expect(changed.products[1]?.status).toBe('CAN_ORDER_ALL');
  });
});

describe('SPEC 4 Cart rules: server refresh applies the discount', () => {
  const discounted = run(filled, { type: 'setDiscount', discount: 500 });
  const sameLines = [
    { id: 'cream', price_in_cents: 1250, quantity: 2, status: 'CAN_ORDER_ALL' as const },
    { id: 'wipes', price_in_cents: 399, quantity: 3, status: 'CAN_ORDER_ALL' as const },
  ];

  it('takes the discount the server grants, clamped to the new subtotal', () => {
    expect(cartReducer(discounted, check({ lines: sameLines, discount: 700 }))).toMatchObject({
      subtotal: 3697,
      discount: 700,
      total: 2997,
    });
    expect(cartReducer(discounted, check({ lines: sameLines, discount: 9999 })).discount).toBe(
      3697,
    );
  });

  it('keeps the current discount when the server sends none and the subtotal did not fall', () => {
    expect(cartReducer(discounted, check({ lines: sameLines }))).toMatchObject({
      discount: 500,
      total: 3197,
    });
  });

  it('resets the discount when the server sends none and the subtotal fell', () => {
    const cut = [
      { id: 'cream', price_in_cents: 1250, quantity: 1, status: 'CAN_ORDER_PART' as const },
      { id: 'wipes', price_in_cents: 399, quantity: 3, status: 'CAN_ORDER_ALL' as const },
    ];
    const cart = cartReducer(discounted, check({ lines: cut }));
    expect(cart).toMatchObject({ subtotal: 2447, discount: 0, total: 2447 });
  });

  it('keeps shipping in the recomputed total', () => {
    const shipped = run(discounted, { type: 'setShippingCharge', shipping: 695 });
    expect(cartReducer(shipped, check({ lines: sameLines })).total).toBe(3697 + 695 - 500);
  });

  it('works on a cart with free samples only', () => {
    const cart = run(
      createEmptyCart({ max: 0 }),
      update(sample, 2),
      check({ lines: [{ id: 'sample', price_in_cents: 0, quantity: 2, status: 'CAN_ORDER_ALL' }] }),
    );
    expect(cart).toMatchObject({ subtotal: 0, total: 0 });
    expect(cart.products[0]?.status).toBe('CAN_ORDER_ALL');
  });
});
