import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from '../test/helpers.js';
import { validationErrorMap } from './error-map.js';
import { integer, requiredText, strictObject, string } from './keyed-schemas.js';

const schema = strictObject({
  name: requiredText(10),
  age: integer(0, 120),
  tags: z.array(string(), { error: validationErrorMap }).min(2).max(3),
});

describe("Architecture: zod's own issues map to i18n keys, never English", () => {
  it('maps a missing field to required and a wrong type to invalid_type', () => {
    const errors = fieldErrorsOf(schema, { name: 5, tags: ['a', 'b'] });
    expect(errors.name?.key).toBe('validation.invalid_type');
    expect(errors.age?.key).toBe('validation.required');
  });

  it('maps null for a required field to required', () => {
    expect(fieldErrorsOf(schema, { name: null, age: 1, tags: ['a', 'b'] }).name?.key).toBe(
      'validation.required',
    );
  });

  it('maps a fractional number to integer_required and bounds to number_too_small/big', () => {
    const base = { name: 'a', tags: ['a', 'b'] };
    expect(fieldErrorsOf(schema, { ...base, age: 1.5 }).age?.key).toBe(
      'validation.integer_required',
    );
    expect(fieldErrorsOf(schema, { ...base, age: -1 }).age).toEqual({
      key: 'validation.number_too_small',
      params: { min: 0 },
    });
    expect(fieldErrorsOf(schema, { ...base, age: 121 }).age).toEqual({
      key: 'validation.number_too_big',
      params: { max: 120 },
    });
  });

  it('maps list length issues to too_few_items / too_many_items with params', () => {
    const base = { name: 'a', age: 1 };
    expect(fieldErrorsOf(schema, { ...base, tags: ['a'] }).tags).toEqual({
      key: 'validation.too_few_items',
      params: { min: 2 },
    });
    expect(fieldErrorsOf(schema, { ...base, tags: ['a', 'b', 'c', 'd'] }).tags).toEqual({
      key: 'validation.too_many_items',
      params: { max: 3 },
    });
  });

  it('maps an unknown key to unknown_field on that key', () => {
    expect(
      fieldErrorsOf(schema, { name: 'a', age: 1, tags: ['a', 'b'], admin: true }).admin?.key,
    ).toBe('validation.unknown_field');
  });

  it('can be installed for ad hoc schemas through a parse option', () => {
    const result = z.email().safeParse('nope', { error: validationErrorMap });
    expect(result.error?.issues[0]?.message).toBe('validation.email_invalid');
  });
});
