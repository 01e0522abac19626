import { createEmptyCart } from '@careshop/cart-engine';
import { fieldLimits, type Product, productSchema } from '@careshop/validation';
import { describe, expect, it } from 'vitest';
import { additionCheckLines, additionProductOf, planAdditions } from './cart-additions';

const product = (fields: Partial<Product> & { part_no: string }): Product =>
  productSchema.parse({
    SKUName: fields.part_no,
    ctn: `SCF${fields.part_no}`,
    price_in_cents: 1000,
    ...fields,
  });

const pump = product({ id: 'BF-001', part_no: 'BF-001', max_order_amount: 2, max_qty: 4 });
const pads = product({ id: 'BF-002', part_no: 'BF-002' });
const offline = product({ id: 'SO-005', part_no: 'SO-005', not_available_online: true });
const context = { licenseApproved: true, today: '2026-03-01' };
const cart = createEmptyCart({ max: -1 });

describe('decision 244: the cart check and the plan of a quick order or a reorder', () => {
  it('asks the server about the cart with the lines added, one line per product', () => {
    const holding = {
      products: [{ id: 'BF-002', price_in_cents: 1000, quantity: 1, active_bundle: false }],
    };
    expect(
      additionCheckLines(holding, [
        { product: pads, quantity: 2 },
        { product: undefined, quantity: 5 },
        { product: pump, quantity: 1 },
        { product: pump, quantity: fieldLimits.lineQuantity },
      ]),
    ).toEqual([
      { id: 'BF-002', quantity: 3 },
      { id: 'BF-001', quantity: fieldLimits.lineQuantity },
    ]);
  });

  it('takes the server’s price, yearly quota left, a binding stock and a refusal over the catalogue', () => {
    expect(additionProductOf(pump, undefined, context)).toMatchObject({
      id: 'BF-001',
      price_in_cents: 1000,
      max_order_amount: 2,
      stock: 99,
      remainingThisYear: null,
      blocked: null,
    });
    const checked = additionProductOf(
      pump,
      {
        id: 'BF-001',
        price_in_cents: 1200,
        quantity: 3,
        status: 'CAN_ORDER_PART',
        remaining_year_quota: 1,
        reason: 'insufficient_stock',
        max_order_amount: 5,
      },
      context,
    );
    expect(checked).toMatchObject({ price_in_cents: 1200, max_order_amount: 5, stock: 3 });
    expect(checked.remainingThisYear).toBe(1);
    const refused = additionProductOf(
      pads,
      {
        id: 'BF-002',
        price_in_cents: 1000,
        quantity: 0,
        status: 'CANNOT_ORDER',
        remaining_year_quota: null,
        reason: 'not_available_yet',
      },
      context,
    );
    expect(refused.blocked).toBe('not_available_yet');
  });

  it('blocks what the catalogue says cannot be ordered, and everything before approval', () => {
    expect(additionProductOf(offline, undefined, context).blocked).toBe('not_available_online');
    expect(additionProductOf(pads, undefined, { ...context, licenseApproved: false }).blocked).toBe(
      'license_not_approved',
    );
  });

  it('plans with the server’s cart cap once it answered, else the cart’s', () => {
    const lines = [{ product: pads, quantity: 3 }];
    expect(planAdditions({ ...context, cart, lines, check: undefined }).plan.lines[0]?.adding).toBe(
      3,
    );
    const capped = planAdditions({
      ...context,
      cart,
      lines,
      check: {
        lines: [],
        max_order_value_cents: 2500,
        remaining_orders_this_year: 2,
      },
    });
    expect(capped.max).toBe(2500);
    expect(capped.plan.lines[0]).toEqual({
      adding: 2,
      status: 'CAN_ORDER_PART',
      reason: 'max_order_price_reached',
    });
  });
});
