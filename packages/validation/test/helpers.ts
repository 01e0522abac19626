import * as z from 'zod/mini';
import { type FieldErrors, toFieldErrors } from '../src/field-errors.js';

/** Parses `input`, fails the test if it is accepted, and returns the field errors. */
export function fieldErrorsOf(schema: z.core.$ZodType, input: unknown): FieldErrors {
  const result = z.safeParse(schema, input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return toFieldErrors(result.error);
}

/** The message key of one field, or undefined when the field has no error. */
export function keyOf(schema: z.core.$ZodType, input: unknown, path: string): string | undefined {
  return fieldErrorsOf(schema, input)[path]?.key;
}
