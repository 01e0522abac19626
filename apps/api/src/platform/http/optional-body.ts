import type { FastifyRequest } from 'fastify';

/**
 * `preValidation` of a call whose JSON body may be left out (every field optional): a request
 * without a body is validated as `{}`. Fastify would hand the schema `null`, which cannot be told
 * from a body that says `null`, and that one is still refused.
 */
export async function absentBodyAsEmptyObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined) request.body = {};
}

/**
 * `onRequest` of a call whose body may be left out: a request without body bytes (no
 * Transfer-Encoding, no or a zero Content-Length) has no body, whatever its Content-Type says
 * (`curl -X POST -H 'content-type: application/json'`), so the JSON parser does not refuse it as
 * empty JSON.
 */
export async function zeroLengthBodyAsAbsent(request: FastifyRequest): Promise<void> {
  const { headers } = request;
  const length = headers['content-length'];
  if ((length === undefined || length === '0') && headers['transfer-encoding'] === undefined) {
    delete headers['content-type'];
  }
}
