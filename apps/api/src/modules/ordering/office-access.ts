import type { FastifyRequest } from 'fastify';
import { type AuthSession, requireSession } from '../identity/index.js';
import { type ActingOffice, resolveActingOffice } from './acting-office.js';
import type { OrderingDeps } from './deps.js';

const actingOffices = new WeakMap<FastifyRequest, ActingOffice & { session: AuthSession }>();

/**
 * The `office` access check (decisions 140, 141): the caller's own office once their licence is
 * approved, or, for a rep, the chosen office once its licence is approved.
 */
export function officeAccessCheck(ctx: OrderingDeps) {
  return async (request: FastifyRequest) => {
    const session = await requireSession(ctx, request);
    const acting = await resolveActingOffice(ctx, session, request);
    actingOffices.set(request, { ...acting, session });
  };
}

/** The session and office of an `office` route, resolved by its onRequest hook. */
export function actingOfficeOf(request: FastifyRequest): ActingOffice & { session: AuthSession } {
  const acting = actingOffices.get(request);
  if (!acting) throw new Error(`${request.method} ${request.url} is not an 'office' route`);
  return acting;
}
