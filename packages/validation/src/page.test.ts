import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, keyOf } from '../test/helpers.js';
import { pageRequestSchema } from './page.js';

describe('SPEC 2 my orders (history, rows per page): page query parameters', () => {
  it('turns query-string text into numbers', () => {
    expect(pageRequestSchema.parse({ page: '2', rows_per_page: '25' })).toEqual({
      page: 2,
      rows_per_page: 25,
    });
  });

  it('rejects page 0, text that is not a number and more than 100 rows', () => {
    expect(keyOf(pageRequestSchema, { page: '0', rows_per_page: '10' }, 'page')).toBe(
      'validation.number_too_small',
    );
    expect(keyOf(pageRequestSchema, { page: 'two', rows_per_page: '10' }, 'page')).toBe(
      'validation.integer_required',
    );
    expect(
      fieldErrorsOf(pageRequestSchema, { page: '1', rows_per_page: '101' }).rows_per_page,
    ).toEqual({ key: 'validation.number_too_big', params: { max: 100 } });
  });
});
