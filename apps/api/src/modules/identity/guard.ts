import type { FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../../platform/http/errors.js';
import type { IdentityContext } from './deps.js';
import {
  type AuthSession,
  type ResolvedSession,
  resolveAnySession,
  shopSessionOf,
} from './sessions.js';
import { bearerToken } from './tokens.js';

const resolved = new WeakMap<FastifyRequest, ResolvedSession>();

/**
 * The caller's session, shop account or console user; 401 when there is no valid bearer session
 * token. Resolved once per request; the session row itself is reused for at most a second
 * (decision 224), forgotten at once on every change made through this process (decision 193).
 */
export async function requireAnySession(
  ctx: IdentityContext,
  request: FastifyRequest,
): Promise<ResolvedSession> {
  const cached = resolved.get(request);
  if (cached) return cached;
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new UnauthorizedError('Authentication required', 'unauthenticated');
  const session = await resolveAnySession(ctx.db, token, ctx.now(), {
    acceptTicket: request.routeOptions.config?.streamTicket === true,
  });
  resolved.set(request, session);
  return session;
}

/**
 * The caller's shop session (with its office); 401 when there is no valid bearer session token,
 * 403 `shop_account_only` for a console user.
 */
export async function requireSession(
  ctx: IdentityContext,
  request: FastifyRequest,
): Promise<AuthSession> {
  return shopSessionOf(await requireAnySession(ctx, request));
}

/** The caller's session when it carries a session token, else undefined (anonymous calls). */
export async function optionalSession(
  ctx: IdentityContext,
  request: FastifyRequest,
): Promise<AuthSession | undefined> {
  const token = bearerToken(request.headers.authorization);
  if (!token?.includes('||')) return undefined;
  return requireSession(ctx, request);
}

/** Back-office calls: staff only. */
export async function requireStaff(
  ctx: IdentityContext,
  request: FastifyRequest,
): Promise<AuthSession> {
  const session = await requireSession(ctx, request);
  if (session.user.role !== 'staff') {
    throw new ForbiddenError('staff_only', 'Only back-office staff can do this');
  }
  return session;
}
