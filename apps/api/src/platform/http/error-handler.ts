import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseHttpError } from '../db/database-errors.js';
import { codeForStatus } from './error-codes.js';
import { HttpError } from './errors.js';
import { RequestValidationError } from './request-validation.js';
import { describeZodError, fieldErrors } from './validation-messages.js';

/**
 * Every error a route or hook throws, answered in the JSON error shape (decision 153): a request
 * that fails its schema, an `HttpError`, an answer that fails its own schema, a database refusal,
 * Fastify's own refusals, and anything else as a logged 500.
 */
export function handleError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof RequestValidationError) {
    const where = error.validationContext ?? 'body';
    return reply.status(400).send({
      success: false,
      code: 'invalid_request',
      message: `Invalid ${where}: ${describeZodError(error.zodError)}`,
      errors: fieldErrors(error.zodError),
    });
  }
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send({
      success: false,
      code: error.code,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      ...(error.details ? { details: error.details } : {}),
    });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
    return reply
      .status(500)
      .send({ success: false, code: 'internal', message: 'An unexpected event occurred' });
  }
  const fromDatabase = databaseHttpError(error);
  if (fromDatabase) {
    request.log.warn({ err: error }, 'database refused the request');
    if (fromDatabase.statusCode === 503) reply.header('retry-after', '1');
    return reply.status(fromDatabase.statusCode).send({
      success: false,
      code: fromDatabase.code,
      message: fromDatabase.message,
    });
  }
  const status = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
  if (status >= 400 && status < 500) {
    // Fastify's own refusals: malformed JSON, body too large, wrong content type, rate limit.
    return reply.status(status).send({
      success: false,
      code: codeForStatus(status, error),
      message: error.message,
    });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply
    .status(500)
    .send({ success: false, code: 'internal', message: 'An unexpected event occurred' });
}
