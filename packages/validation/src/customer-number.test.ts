import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyOf } from '../test/helpers.js';
import { customerNumberSchema } from './customer-number.js';
import { strictObject } from './keyed-schemas.js';

const form = strictObject({ cust_no: customerNumberSchema });
const digit = fc.constantFrom(...'0123456789');

describe('SPEC 5 Register: customer number required, digits only, 2 to 7 digits', () => {
  it('accepts any string of 2 to 7 digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: digit, minLength: 2, maxLength: 7 }), (value) => {
        expect(customerNumberSchema.parse(value)).toBe(value);
      }),
    );
  });

  it('rejects any string that still holds a non-digit after trimming', () => {
    const withNonDigit = fc
      .tuple(fc.string(), fc.string({ minLength: 1 }), fc.string())
      .map(([before, other, after]) => `${before}${other}${after}`)
      .filter((value) => /[^0-9]/.test(value.trim()));
    fc.assert(
      fc.property(withNonDigit, (value) => {
        expect(customerNumberSchema.safeParse(value).success).toBe(false);
      }),
    );
  });

  it('rejects digit strings shorter than 2 or longer than 7 with the length message', () => {
    const wrongLength = fc.oneof(
      fc.string({ unit: digit, minLength: 1, maxLength: 1 }),
      fc.string({ unit: digit, minLength: 8, maxLength: 30 }),
    );
    fc.assert(
      fc.property(wrongLength, (value) => {
        expect(keyOf(form, { cust_no: value }, 'cust_no')).toBe(
          'validation.customer_number_length',
        );
      }),
    );
  });

  it('reports an empty or missing number as required', () => {
    expect(keyOf(form, { cust_no: '' }, 'cust_no')).toBe('validation.required');
    expect(keyOf(form, {}, 'cust_no')).toBe('validation.required');
  });

  it('reports letters as digits only, before the length', () => {
    expect(keyOf(form, { cust_no: '12a' }, 'cust_no')).toBe('validation.digits_only');
  });

  it('trims surrounding spaces and keeps leading zeros', () => {
    expect(customerNumberSchema.parse(' 0042 ')).toBe('0042');
  });

  it('rejects non-ASCII digits such as Arabic-Indic ones', () => {
    expect(customerNumberSchema.safeParse('١٢٣').success).toBe(false);
  });
});
