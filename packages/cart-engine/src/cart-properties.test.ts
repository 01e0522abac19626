import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartAction } from './cart-actions';
import type { CartProductInput } from './cart-product';
import { cartReducer } from './cart-reducer';
import { type CartState, createEmptyCart } from './cart-state';
import { CHECKOUT_STEPS } from './checkout-steps';

// Property tests drive the reducer with random action sequences over a small random catalogue,
// so the same ids come back often enough to hit updates, removals and refreshes of one line.

const productArb = (id: string): fc.Arbitrary<CartProductInput> =>
  fc.record({
    id: fc.constant(id),
    price_in_cents: fc.nat({ max: 20_000 }),
    max_order_amount: fc.option(fc.integer({ min: -1, max: 12 }), { nil: undefined }),
    active_bundle: fc.boolean(),
    quantity_requested: fc.option(fc.nat({ max: 12 }), { nil: undefined }),
    PackageQty: fc.option(fc.nat({ max: 12 }), { nil: undefined }),
  });

const catalogueArb = fc
  .integer({ min: 1, max: 5 })
  .chain((size) => fc.tuple(...Array.from({ length: size }, (_, i) => productArb(`p${i}`))));

const quantityArb = fc.oneof(
  fc.integer({ min: -5, max: 30 }),
  fc.constant<'requested'>('requested'),
);

function updateArb(catalogue: readonly CartProductInput[]): fc.Arbitrary<CartAction> {
  return fc
    .record({
      product: fc.constantFrom(...catalogue),
      repriced: fc.option(fc.nat({ max: 20_000 }), { nil: undefined }),
      quantity: quantityArb,
    })
    .map(({ product, repriced, quantity }) => ({
      type: 'updateQuantity' as const,
      product: repriced === undefined ? product : { ...product, price_in_cents: repriced },
      quantity,
    }));
}

/** Actions that cannot move the cap or the server's word: what a shopper can do. */
function shopperActionArb(catalogue: readonly CartProductInput[]): fc.Arbitrary<CartAction> {
  return fc.oneof(
    { weight: 6, arbitrary: updateArb(catalogue) },
    fc.integer({ min: -1_000, max: 200_000 }).map((discount) => ({
      type: 'setDiscount' as const,
      discount,
    })),
    fc.integer({ min: -1_000, max: 5_000 }).map((shipping) => ({
      type: 'setShippingCharge' as const,
      shipping,
    })),
    fc.constantFrom('', 'WELCOME', 'welcome').map((code) => ({
      type: 'setCouponCode' as const,
      code,
    })),
    fc.constantFrom<CartAction>(
      { type: 'nextStep' },
      { type: 'previousStep' },
      { type: 'recalculate' },
      { type: 'clearError' },
      { type: 'setShippingMethod', shipping_method: 'overnight' },
    ),
    fc.constantFrom(...CHECKOUT_STEPS).map((step) => ({ type: 'setStep' as const, step })),
  );
}

function anyActionArb(catalogue: readonly CartProductInput[]): fc.Arbitrary<CartAction> {
  const checkLineArb = fc.record({
    id: fc.constantFrom(...catalogue.map((product) => String(product.id))),
    price_in_cents: fc.nat({ max: 20_000 }),
    quantity: fc.nat({ max: 30 }),
    status: fc.constantFrom('CAN_ORDER_ALL', 'CAN_ORDER_PART', 'CANNOT_ORDER' as const),
  });
  return fc.oneof(
    { weight: 8, arbitrary: shopperActionArb(catalogue) },
    fc.integer({ min: -1, max: 100_000 }).map((max) => ({ type: 'setMax' as const, max })),
    fc.option(fc.integer({ min: -1, max: 100_000 }), { nil: undefined }).map((max) => ({
      type: 'reset' as const,
      max_order_amount: max,
    })),
    fc
      .record({
        lines: fc.array(checkLineArb, { maxLength: 6 }),
        discount: fc.option(fc.integer({ min: -100, max: 100_000 }), { nil: undefined }),
      })
      .map(({ lines, discount }) => ({
        type: 'applyCartCheck' as const,
        answer: discount === undefined ? { lines } : { lines, discount },
      })),
  );
}

const scenarioArb = catalogueArb.chain((catalogue) =>
  fc.tuple(
    fc.integer({ min: -1, max: 100_000 }),
    fc.array(anyActionArb(catalogue), { maxLength: 40 }),
  ),
);

const cappedScenarioArb = catalogueArb.chain((catalogue) =>
  fc.tuple(
    fc.integer({ min: 0, max: 60_000 }),
    fc.array(shopperActionArb(catalogue), { maxLength: 40 }),
  ),
);

function everyState(max: number, actions: readonly CartAction[]): CartState[] {
  const states = [createEmptyCart({ max })];
  for (const action of actions) {
    const last = states[states.length - 1] ?? createEmptyCart({ max });
    states.push(cartReducer(last, action));
  }
  return states;
}

describe('SPEC 4 Cart rules (property): total = subtotal + shipping - discount after any actions', () => {
  it('holds for every state, with subtotal = sum of price x quantity', () => {
    fc.assert(
      fc.property(scenarioArb, ([max, actions]) => {
        for (const cart of everyState(max, actions)) {
          const sum = cart.products.reduce(
            (acc, line) => acc + line.price_in_cents * line.quantity,
            0,
          );
          expect(cart.subtotal).toBe(sum);
          expect(cart.total).toBe(cart.subtotal + cart.shipping - cart.discount);
          expect(cart.discount).toBeGreaterThanOrEqual(0);
          expect(cart.discount).toBeLessThanOrEqual(cart.subtotal);
          expect(cart.shipping).toBeGreaterThanOrEqual(0);
          expect(CHECKOUT_STEPS).toContain(cart.step);
        }
      }),
    );
  });
});

describe('SPEC 4 Cart rules (property): a capped cart never exceeds its cap', () => {
  it('keeps the subtotal at or under max whatever the shopper does', () => {
    fc.assert(
      fc.property(cappedScenarioArb, ([max, actions]) => {
        for (const cart of everyState(max, actions)) {
          expect(cart.subtotal).toBeLessThanOrEqual(max);
        }
      }),
    );
  });

  it('leaves the lines untouched whenever an update is refused', () => {
    fc.assert(
      fc.property(scenarioArb, ([max, actions]) => {
        const states = everyState(max, actions);
        actions.forEach((action, i) => {
          const before = states[i];
          const after = states[i + 1];
          if (action.type !== 'updateQuantity' || after?.error === null) return;
          expect(after?.products).toBe(before?.products);
          expect(after?.subtotal).toBe(before?.subtotal);
        });
      }),
    );
  });
});

describe('SPEC 4 Cart rules (property): quantities are never negative, one line per product', () => {
  it('holds for every state', () => {
    fc.assert(
      fc.property(scenarioArb, ([max, actions]) => {
        for (const cart of everyState(max, actions)) {
          const ids = cart.products.map((line) => line.id);
          expect(new Set(ids).size).toBe(ids.length);
          for (const line of cart.products) expect(line.quantity).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe('SPEC 3 Cart (property): integer cents stay integers', () => {
  it('keeps every amount and quantity a safe integer', () => {
    fc.assert(
      fc.property(scenarioArb, ([max, actions]) => {
        for (const cart of everyState(max, actions)) {
          const amounts = [cart.max, cart.subtotal, cart.total, cart.discount, cart.shipping];
          for (const line of cart.products) amounts.push(line.price_in_cents, line.quantity);
          for (const amount of amounts) expect(Number.isSafeInteger(amount)).toBe(true);
        }
      }),
    );
  });
});
