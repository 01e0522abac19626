import { describe, expect, it } from 'vitest';
import { lineReasonMessage, orderErrorMessage, violationMessage } from './cart-messages';

describe('SPEC 8 Cart: why a line cannot be ordered in full', () => {
  it('names the yearly and per-order maximum with their figures', () => {
    expect(lineReasonMessage('max_product_year_reached', { maxPerYear: 4 })).toEqual({
      key: 'errors.cart.max_per_year',
      params: { max: 4 },
    });
    expect(lineReasonMessage('max_product_amount_reached', { maxPerOrder: 2 })).toEqual({
      key: 'errors.cart.max_per_order',
      params: { max: 2 },
    });
  });

  it('falls back to the generic maximum message without a figure', () => {
    expect(lineReasonMessage('max_product_year_reached', {})?.key).toBe(
      'errors.product.max_quantity_reached',
    );
    expect(lineReasonMessage('max_product_amount_reached', { maxPerOrder: null })?.key).toBe(
      'errors.cart.max_product_amount_reached',
    );
  });

  it('has no message for reasons the status badge already explains', () => {
    expect(lineReasonMessage('insufficient_stock', {})).toBeUndefined();
    expect(lineReasonMessage(undefined, {})).toBeUndefined();
    expect(lineReasonMessage(42, {})).toBeUndefined();
  });

  it('maps the cart rules and order answers to SPEC 8 keys', () => {
    expect(violationMessage({ code: 'free_products_only' }).key).toBe(
      'errors.cart.free_only_with_paid',
    );
    expect(orderErrorMessage('max_orders_exceeded').key).toBe('errors.cart.max-orders-exceeded');
    expect(orderErrorMessage('something_new').key).toBe('errors.general_error');
  });
});
