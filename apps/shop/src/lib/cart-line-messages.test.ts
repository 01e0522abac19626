import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isApiErrorCode } from '@careshop/validation';
import { describe, expect, it } from 'vitest';
import { additionReasonMessage, lineReasonMessage } from './cart-line-messages';

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
    expect(lineReasonMessage(null, {})).toBeUndefined();
  });
});

describe('decision 244: why an added line goes into the cart in part or not at all', () => {
  it('uses the cart’s words for the limits it shares with the server check', () => {
    expect(additionReasonMessage('max_product_amount_reached', { maxPerOrder: 2 })).toEqual({
      key: 'errors.cart.max_per_order',
      params: { max: 2 },
    });
    expect(additionReasonMessage('download_only', {}).key).toBe(
      'product.availability.download_only',
    );
  });

  it('names short stock, the cart cap and an account awaiting approval with their figures', () => {
    expect(additionReasonMessage('insufficient_stock', { stock: 3 })).toEqual({
      key: 'quick_order.reasons.insufficient_stock',
      params: { stock: 3 },
    });
    expect(additionReasonMessage('max_order_price_reached', { cap: '500,00 €' })).toEqual({
      key: 'quick_order.reasons.max_order_price_reached',
      params: { amount: '500,00 €' },
    });
    expect(additionReasonMessage('license_not_approved', {}).key).toBe(
      'product.availability.available_after_validation',
    );
    expect(additionReasonMessage('unknown_product', {}).key).toBe(
      'quick_order.reasons.unknown_product',
    );
  });

  it('handles only codes the server sends (validation apiErrorCodes, decision 153)', () => {
    const source = readFileSync(join(process.cwd(), 'src/lib/cart-line-messages.ts'), 'utf8');
    const handled = [...source.matchAll(/case '([a-z_]+)'/g)].map((match) => match[1]);
    expect(handled.length).toBeGreaterThan(10);
    for (const code of handled) expect(isApiErrorCode(code), code).toBe(true);
  });
});
