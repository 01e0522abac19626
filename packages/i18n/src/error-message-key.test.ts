import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { errorMessageKey } from './error-message-key';

describe('SPEC 7/8: message ids sent by the server map to the error catalogue', () => {
  it.each([
    ['register.success_message', 'errors.register.success_message'],
    ['register.error_message', 'errors.register.error_message'],
    ['contact.success_message', 'errors.contact.success_message'],
    ['contact.error_message', 'errors.contact.error_message'],
    ['cart.max_order_price_reached', 'errors.cart.max_order_price_reached'],
    ['cart.max-orders-exceeded', 'errors.cart.max-orders-exceeded'],
    ['errors.cart.max_product_amount_reached', 'errors.cart.max_product_amount_reached'],
  ])('%s → %s', (id, key) => {
    expect(errorMessageKey(id)).toBe(key);
  });

  it('gives undefined for a server text that is not an id, so the caller shows it as is', () => {
    expect(errorMessageKey('Customer number unknown')).toBeUndefined();
    expect(errorMessageKey('register')).toBeUndefined();
  });

  it('returns a key that translates', () => {
    const key = errorMessageKey('contact.success_message');
    expect(key).toBeDefined();
    expect(createI18n({ locale: 'de' }).t(key ?? '')).toMatch(/^Ihre Frage wurde gesendet/);
  });
});
