import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validZoomOrderRequest } from '../test/fixtures.js';
import { FORM_ERROR_PATH, toFieldErrors } from './field-errors.js';
import { zoomOrderRequestSchema } from './zoom-order.js';

describe('toFieldErrors: one { key, params } per dotted field path (used by apps and the API)', () => {
  it('returns nested paths with indexes', () => {
    const result = zoomOrderRequestSchema.safeParse({
      ...validZoomOrderRequest,
      products: [
        { id: 'A', quantity: 1 },
        { id: '', quantity: 1 },
      ],
    });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error ?? { issues: [] })).toEqual({
      'products.1.id': { key: 'validation.required', params: {} },
    });
  });

  it('keeps the first issue of a field', () => {
    const errors = toFieldErrors({
      issues: [
        { code: 'custom', path: ['a'], message: 'validation.required' },
        { code: 'custom', path: ['a'], message: 'validation.email_invalid' },
      ],
    });
    expect(errors.a?.key).toBe('validation.required');
  });

  it('puts issues about the whole input under FORM_ERROR_PATH', () => {
    const errors = toFieldErrors({
      issues: [{ code: 'custom', path: [], message: 'validation.invalid_value' }],
    });
    expect(Object.keys(errors)).toEqual([FORM_ERROR_PATH]);
  });

  it('maps an English message from a foreign schema to a key by its issue code', () => {
    const result = z.object({ n: z.number().max(3) }).safeParse({ n: 4 });
    const errors = toFieldErrors(result.error ?? { issues: [] });
    expect(errors.n).toEqual({ key: 'validation.number_too_big', params: { max: 3 } });
  });

  it('returns an empty object for no issues', () => {
    expect(toFieldErrors({ issues: [] })).toEqual({});
  });
});
