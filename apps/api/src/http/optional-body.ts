import type { FastifyRequest } from 'fastify';

/**
 * `preValidation` of a call whose JSON body may be left out (every field optional): a request
 * without a body is validated as `{}`. Fastify would hand the schema `null`, which cannot be told
 * from a body that says `null`, and that one is still refused.
 */
export async function absentBodyAsEmptyObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined) request.body = {};
}
