import { AnonymousTokenError, verifyAnonymousToken } from '@careshop/anonymous-token';
import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../../platform/http/errors.js';
import type { IdentityContext } from './deps.js';
import { requireSession } from './guard.js';
import type { AuthSession } from './sessions.js';
import { bearerToken } from './tokens.js';

/** Requests whose bearer is an anonymous self-signed token, with that token. */
const anonymousTokens = new WeakMap<FastifyRequest, string>();

function isSessionToken(token: string): boolean {
  return token.includes('||');
}

function unauthorized(error: unknown): never {
  if (error instanceof AnonymousTokenError) {
    throw new UnauthorizedError(error.message, `anonymous_token_${error.reason}`);
  }
  throw error;
}

/**
 * onRequest check of the SPEC 6 calls (register, question, webinar): a logged-in user's session
 * token, or an anonymous visitor's HS256 self-signed token whose signature and expiry hold. The
 * token also binds the body, which is not parsed yet: {@link checkAnonymousTokenBody} checks that
 * part once the body is in, before validation.
 */
export async function requireSessionOrAnonymousToken(
  ctx: IdentityContext,
  request: FastifyRequest,
): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new UnauthorizedError('A bearer token is required', 'token_required');
  if (isSessionToken(token)) {
    await requireSession(ctx, request);
    return;
  }
  try {
    // No body yet: a token with a good signature and expiry fails only on the body hash here.
    await verifyAnonymousToken(token, undefined, ctx.config.anonymousTokenKey, ctx.now());
  } catch (error) {
    if (!(error instanceof AnonymousTokenError && error.reason === 'body_mismatch')) {
      unauthorized(error);
    }
  }
  anonymousTokens.set(request, token);
}

/**
 * preValidation check: the self-signed token hashes the payload as sent, so it is compared with
 * the body before validation transforms it (e-mail trimming).
 */
export async function checkAnonymousTokenBody(
  ctx: IdentityContext,
  request: FastifyRequest,
): Promise<void> {
  const token = anonymousTokens.get(request);
  if (token === undefined) return;
  try {
    await verifyAnonymousToken(token, request.body, ctx.config.anonymousTokenKey, ctx.now());
  } catch (error) {
    unauthorized(error);
  }
}

/**
 * The session of an `anonymous-or-session` route's caller, or undefined for an anonymous visitor
 * whose token the route's hooks accepted.
 */
export async function sessionOrAnonymous(
  ctx: IdentityContext,
  request: FastifyRequest,
): Promise<AuthSession | undefined> {
  if (anonymousTokens.has(request)) return undefined;
  return requireSession(ctx, request);
}
