import type { ValidationMessageKey } from '@careshop/validation';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';

/** A request part (body, query, params, headers) that failed its zod schema. */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
  readonly statusCode = 400;
  /** Set by Fastify: body, querystring, params or headers. */
  validationContext?: string;
  constructor(readonly zodError: z.ZodError) {
    super('Invalid request');
  }
}

/**
 * Fastify validator compiler for zod schemas that keeps the ZodError, so the error handler can
 * answer the field errors in the i18n-key shape of `toFieldErrors` instead of a flat string.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error) };
  };

/**
 * A field the schema accepted but the data refuses (an id of another company, a company a user
 * may not choose): answered like a schema failure, 400 `invalid_request` naming the field.
 */
export function invalidField(
  field: string,
  key: ValidationMessageKey,
  context: 'body' | 'querystring' = 'body',
): RequestValidationError {
  const error = new RequestValidationError(
    new z.ZodError([{ code: 'custom', path: [field], message: key, input: undefined }]),
  );
  error.validationContext = context;
  return error;
}
