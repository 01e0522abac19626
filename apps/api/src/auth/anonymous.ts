import { AnonymousTokenError, verifyAnonymousToken } from '@careshop/anonymous-token';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { UnauthorizedError } from '../http/errors.js';
import { requireSession } from './guard.js';
import type { AuthSession } from './sessions.js';
import { bearerToken } from './tokens.js';

const rawBodies = new WeakMap<FastifyRequest, unknown>();

/**
 * preValidation hook: keeps the body as it arrived, because the self-signed token hashes the sent
 * payload and validation may transform it (e-mail trimming).
 */
export async function keepRawBody(request: FastifyRequest): Promise<void> {
  rawBodies.set(request, request.body);
}

/**
 * SPEC 6: register and question accept a logged-in user's session token or, for an anonymous
 * visitor, the HS256 self-signed token over the payload. Answers the session when there is one.
 */
export async function requireSessionOrAnonymous(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<AuthSession | undefined> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new UnauthorizedError('A bearer token is required', 'token_required');
  if (token.includes('||')) return requireSession(ctx, request);
  try {
    await verifyAnonymousToken(
      token,
      rawBodies.get(request),
      ctx.config.anonymousTokenKey,
      ctx.now(),
    );
    return undefined;
  } catch (error) {
    if (error instanceof AnonymousTokenError) {
      throw new UnauthorizedError(error.message, `anonymous_token_${error.reason}` as const);
    }
    throw error;
  }
}
