import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../test/helpers.js';
import {
  CART_TEMPLATE_NAME_TAKEN_KEY,
  cartTemplateCreateSchema,
  cartTemplateNameKey,
  cartTemplateRenameSchema,
} from './cart-template.js';
import { fieldLimits } from './field-limits.js';
import { isValidationMessageKey } from './message-keys.js';

const lines = [{ id: 'BF-002', quantity: 2 }];

describe('decision 250: a saved cart has a name and the cart check’s lines', () => {
  it('trims the name and keeps the lines', () => {
    expect(cartTemplateCreateSchema.parse({ name: '  Monthly  ', lines })).toEqual({
      name: 'Monthly',
      lines,
    });
    expect(cartTemplateRenameSchema.parse({ name: ' Weekly\t' }).name).toBe('Weekly');
  });

  it('requires a name of at most the name limit, on both create and rename', () => {
    expect(fieldErrorsOf(cartTemplateCreateSchema, { name: '  ', lines }).name?.key).toBe(
      'validation.required',
    );
    const long = 'x'.repeat(fieldLimits.name + 1);
    expect(fieldErrorsOf(cartTemplateRenameSchema, { name: long }).name).toMatchObject({
      key: 'validation.too_long',
      params: { max: fieldLimits.name },
    });
    expect(cartTemplateRenameSchema.safeParse({ name: 'x'.repeat(fieldLimits.name) }).success).toBe(
      true,
    );
    expect(fieldErrorsOf(cartTemplateRenameSchema, { name: 'a\u0007b' }).name?.key).toBe(
      'validation.invalid_characters',
    );
  });

  it('needs at least one line within the cart limits, and no other field', () => {
    expect(fieldErrorsOf(cartTemplateCreateSchema, { name: 'A', lines: [] }).lines?.key).toBe(
      'validation.product_required',
    );
    const errors = fieldErrorsOf(cartTemplateCreateSchema, {
      name: 'A',
      lines: [{ id: 'BF-002', quantity: fieldLimits.lineQuantity + 1 }],
      office_id: 3,
    });
    expect(errors['lines.0.quantity']?.key).toBe('validation.number_too_big');
    expect(errors.office_id?.key).toBe('validation.unknown_field');
    const tooMany = Array.from({ length: fieldLimits.cartLines + 1 }, (_, i) => ({
      id: `P-${i}`,
      quantity: 1,
    }));
    expect(fieldErrorsOf(cartTemplateCreateSchema, { name: 'A', lines: tooMany }).lines?.key).toBe(
      'validation.too_many_items',
    );
  });

  it('compares names without case or surrounding spaces', () => {
    expect(cartTemplateNameKey('  Theatre KIT ')).toBe(cartTemplateNameKey('theatre kit'));
    expect(cartTemplateNameKey('Cafe\u0301')).toBe(cartTemplateNameKey('CAFÉ'));
    expect(cartTemplateNameKey('Kit A')).not.toBe(cartTemplateNameKey('Kit B'));
  });

  it('names the taken-name error with a key every language translates', () => {
    expect(isValidationMessageKey(CART_TEMPLATE_NAME_TAKEN_KEY)).toBe(true);
  });
});
