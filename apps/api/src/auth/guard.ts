import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { ForbiddenError, UnauthorizedError } from '../http/errors.js';
import { type AuthSession, resolveSession } from './sessions.js';
import { bearerToken } from './tokens.js';

const resolved = new WeakMap<FastifyRequest, AuthSession>();

/** The caller's session; 401 when there is no valid bearer session token. */
export async function requireSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<AuthSession> {
  const cached = resolved.get(request);
  if (cached) return cached;
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new UnauthorizedError('Authentication required', 'unauthenticated');
  const session = await resolveSession(ctx.db, token, ctx.now());
  resolved.set(request, session);
  return session;
}

/** The caller's session when it carries a session token, else undefined (anonymous calls). */
export async function optionalSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<AuthSession | undefined> {
  const token = bearerToken(request.headers.authorization);
  if (!token?.includes('||')) return undefined;
  return requireSession(ctx, request);
}

/** Back-office calls: staff only. */
export async function requireStaff(ctx: AppContext, request: FastifyRequest): Promise<AuthSession> {
  const session = await requireSession(ctx, request);
  if (session.user.role !== 'staff') {
    throw new ForbiddenError('staff_only', 'Only back-office staff can do this');
  }
  return session;
}
