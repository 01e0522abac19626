import * as z from 'zod/mini';
import { type FieldErrors, toFieldErrors } from './field-errors.js';

/**
 * Thrown by {@link parseOrThrow} when input does not match a schema. Carries the per-field i18n
 * keys, so the API can answer 400 with `fieldErrors` and an app can show them next to the inputs.
 */
export class ValidationError extends Error {
  /** Stable code for logs and API answers. */
  readonly code = 'VALIDATION_FAILED';
  /** One i18n key (with params) per failing field. */
  readonly fieldErrors: FieldErrors;
  /** The raw zod issues (messages are i18n keys too), for logging. */
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(issues: readonly z.core.$ZodIssue[]) {
    const fieldErrors = toFieldErrors({ issues: [...issues] });
    super(`Validation failed: ${Object.keys(fieldErrors).join(', ')}`);
    this.name = 'ValidationError';
    this.fieldErrors = fieldErrors;
    this.issues = issues;
  }
}

/** Parses `input` with `schema`, throwing a {@link ValidationError} instead of a raw ZodError. */
export function parseOrThrow<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  // zod's function, not a method, so the schemas built with zod/mini (decision 242) parse too.
  const result = z.safeParse(schema, input);
  if (!result.success) throw new ValidationError(result.error.issues);
  return result.data;
}
