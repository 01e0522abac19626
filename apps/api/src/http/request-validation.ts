import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

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
