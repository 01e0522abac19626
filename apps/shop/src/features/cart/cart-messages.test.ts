import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isApiErrorCode } from '@careshop/validation';
import { describe, expect, it } from 'vitest';
import { orderErrorMessage, violationMessage } from './cart-messages';

describe('SPEC 8 Cart: the messages of the cart rules and the order answer', () => {
  it('maps the cart rules and order answers to SPEC 8 keys', () => {
    expect(violationMessage({ code: 'free_products_only' }).key).toBe(
      'errors.cart.free_only_with_paid',
    );
    expect(orderErrorMessage('max_orders_exceeded').key).toBe('errors.cart.max-orders-exceeded');
    expect(orderErrorMessage('invalid_coupon').key).toBe('errors.coupon.invalid');
    expect(orderErrorMessage('out_of_stock').key).toBe('product.availability.out_of_stock');
    expect(orderErrorMessage('internal').key).toBe('errors.general_error');
    expect(orderErrorMessage(undefined).key).toBe('errors.general_error');
  });

  it('handles only codes the server sends (validation apiErrorCodes, decision 153)', () => {
    // The type checker refuses such a case too; this keeps the rule visible in the test run.
    const source = readFileSync(join(process.cwd(), 'src/features/cart/cart-messages.ts'), 'utf8');
    const handled = [...source.matchAll(/case '([a-z_]+)'/g)].map((match) => match[1]);
    expect(handled.length).toBeGreaterThan(5);
    for (const code of handled) expect(isApiErrorCode(code), code).toBe(true);
  });
});
