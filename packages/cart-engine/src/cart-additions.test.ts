import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CartAdditionProduct, planCartAdditions } from './cart-additions';
import { cartReducer } from './cart-reducer';
import { checkCartRules } from './cart-rules';
import { createEmptyCart } from './cart-state';

const pump: CartAdditionProduct = {
  id: 'BF-001',
  price_in_cents: 8900,
  max_order_amount: 2,
  stock: 40,
  remainingThisYear: 4,
};
const pads: CartAdditionProduct = { id: 'BF-002', price_in_cents: 2450, stock: 500 };
const leaflet: CartAdditionProduct = {
  id: 'ED-001',
  price_in_cents: 0,
  stock: 99,
  blocked: 'download_only',
};
const catalogue = new Map([pump, pads, leaflet].map((product) => [String(product.id), product]));

const empty = createEmptyCart({ max: -1 });

describe('decision 244: what a quick order or a reorder can put in the cart', () => {
  it('adds whole lines within every limit and plans one update per product', () => {
    const plan = planCartAdditions({
      cart: empty,
      products: catalogue,
      lines: [
        { productId: 'BF-001', quantity: 2 },
        { productId: 'BF-002', quantity: 3 },
      ],
    });
    expect(plan.lines).toEqual([
      { adding: 2, status: 'CAN_ORDER_ALL', reason: null },
      { adding: 3, status: 'CAN_ORDER_ALL', reason: null },
    ]);
    expect(plan.updates.map(({ product, quantity }) => [product.id, quantity])).toEqual([
      ['BF-001', 2],
      ['BF-002', 3],
    ]);
    expect(plan.subtotal).toBe(2 * 8900 + 3 * 2450);
  });

  it('names an unknown code and a product that cannot be ordered at all', () => {
    const plan = planCartAdditions({
      cart: empty,
      products: catalogue,
      lines: [
        { productId: null, quantity: 1 },
        { productId: 'NOPE', quantity: 1 },
        { productId: 'ED-001', quantity: 1 },
      ],
    });
    expect(plan.lines.map((line) => [line.adding, line.status, line.reason])).toEqual([
      [0, 'CANNOT_ORDER', 'unknown_product'],
      [0, 'CANNOT_ORDER', 'unknown_product'],
      [0, 'CANNOT_ORDER', 'download_only'],
    ]);
    expect(plan.updates).toEqual([]);
  });

  it('cuts an over-limit quantity to the per-order maximum, counting what the cart holds', () => {
    const over = planCartAdditions({
      cart: empty,
      products: catalogue,
      lines: [{ productId: 'BF-001', quantity: 5 }],
    });
    expect(over.lines[0]).toEqual({
      adding: 2,
      status: 'CAN_ORDER_PART',
      reason: 'max_product_amount_reached',
    });
    const cart = cartReducer(empty, { type: 'updateQuantity', product: pump, quantity: 2 });
    const full = planCartAdditions({
      cart,
      products: catalogue,
      lines: [{ productId: 'BF-001', quantity: 1 }],
    });
    expect(full.lines[0]).toEqual({
      adding: 0,
      status: 'CANNOT_ORDER',
      reason: 'max_product_amount_reached',
    });
  });

  it('adds up two lines naming one product against its yearly quota left', () => {
    const products = new Map([['BF-001', { ...pump, remainingThisYear: 3 }]]);
    const plan = planCartAdditions({
      cart: empty,
      products,
      lines: [
        { productId: 'BF-001', quantity: 2 },
        { productId: 'BF-001', quantity: 2 },
      ],
    });
    expect(plan.lines).toEqual([
      { adding: 2, status: 'CAN_ORDER_ALL', reason: null },
      { adding: 0, status: 'CANNOT_ORDER', reason: 'max_product_amount_reached' },
    ]);
    const quota = planCartAdditions({
      cart: empty,
      products: new Map([['BF-001', { ...pump, remainingThisYear: 1 }]]),
      lines: [{ productId: 'BF-001', quantity: 2 }],
    });
    expect(quota.lines[0]?.reason).toBe('max_product_year_reached');
    expect(quota.updates).toEqual([{ product: { ...pump, remainingThisYear: 1 }, quantity: 1 }]);
  });

  it('names short and empty stock', () => {
    const plan = planCartAdditions({
      cart: empty,
      products: new Map([
        ['A', { id: 'A', price_in_cents: 100, stock: 3 }],
        ['B', { id: 'B', price_in_cents: 100, stock: 0 }],
      ]),
      lines: [
        { productId: 'A', quantity: 5 },
        { productId: 'B', quantity: 1 },
      ],
    });
    expect(plan.lines.map((line) => [line.adding, line.reason])).toEqual([
      [3, 'insufficient_stock'],
      [0, 'out_of_stock'],
    ]);
  });

  it('lets the cart value cap take whole units in line order; free units always fit', () => {
    const cart = createEmptyCart({ max: 10_000 });
    const plan = planCartAdditions({
      cart,
      products: new Map([
        ['P', { id: 'P', price_in_cents: 3000, stock: 99 }],
        ['F', { id: 'F', price_in_cents: 0, stock: 99 }],
      ]),
      lines: [
        { productId: 'P', quantity: 2 },
        { productId: 'P', quantity: 2 },
        { productId: 'F', quantity: 4 },
      ],
    });
    expect(plan.lines).toEqual([
      { adding: 2, status: 'CAN_ORDER_ALL', reason: null },
      { adding: 1, status: 'CAN_ORDER_PART', reason: 'max_order_price_reached' },
      { adding: 4, status: 'CAN_ORDER_ALL', reason: null },
    ]);
    expect(plan.subtotal).toBe(9000);
  });

  it('plans only updates the cart reducer accepts, within the cap and every per-order maximum', () => {
    const product = fc.record({
      price_in_cents: fc.integer({ min: 0, max: 5000 }),
      stock: fc.integer({ min: 0, max: 30 }),
      max_order_amount: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
      remainingThisYear: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(product, { minLength: 1, maxLength: 4 }),
        fc.array(
          fc.record({ index: fc.nat({ max: 5 }), quantity: fc.integer({ min: 1, max: 20 }) }),
          { maxLength: 8 },
        ),
        fc.oneof(fc.constant(-1), fc.integer({ min: 0, max: 30_000 })),
        (list, asked, max) => {
          const products = new Map(
            list.map((entry, index) => [`P${index}`, { ...entry, id: `P${index}` }]),
          );
          const lines = asked.map(({ index, quantity }) => ({
            productId: products.has(`P${index}`) ? `P${index}` : null,
            quantity,
          }));
          const plan = planCartAdditions({ cart: createEmptyCart({ max }), products, lines });
          let cart = createEmptyCart({ max });
          for (const update of plan.updates) {
            cart = cartReducer(cart, { type: 'updateQuantity', ...update });
            expect(cart.error).toBeNull();
          }
          expect(cart.subtotal).toBe(plan.subtotal);
          const broken = checkCartRules(cart).map((violation) => violation.code);
          expect(broken).not.toContain('max_order_price_reached');
          expect(broken).not.toContain('max_product_amount_reached');
          plan.lines.forEach((verdict, index) => {
            expect(verdict.adding).toBeLessThanOrEqual(lines[index]?.quantity ?? 0);
            expect(verdict.reason === null).toBe(verdict.adding === lines[index]?.quantity);
          });
        },
      ),
    );
  });
});
