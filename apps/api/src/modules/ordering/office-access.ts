import { type OfficeAction, officeRoleAllows } from '@careshop/validation';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../platform/http/errors.js';
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
    const action = request.routeOptions.config.officeAction;
    if (!action)
      throw new Error(`${request.method} ${request.url}: office route without officeAction`);
    const acting = await resolveActingOffice(ctx, session, request);
    assertOfficeAction(session, acting, action);
    actingOffices.set(request, { ...acting, session });
  };
}

/**
 * Decision 330: a member's office role must allow the route's action; a removed member acts for
 * the office no more; a rep acting for an office browses and orders, nothing else.
 */
function assertOfficeAction(session: AuthSession, acting: ActingOffice, action: OfficeAction) {
  if (acting.repUserId !== null) {
    if (action === 'browse' || action === 'order') return;
    throw new ForbiddenError('office_member_only', 'Only members of the office may do this');
  }
  const role = session.user.officeRole;
  if (role === 'removed') {
    throw new ForbiddenError(
      'membership_removed',
      'An administrator of your office removed you; you no longer act for the office',
    );
  }
  if (!officeRoleAllows(role, action)) {
    throw new ForbiddenError(
      'office_role_forbidden',
      'Your role in the office does not allow this',
      {
        action,
        role,
      },
    );
  }
}

/** The session and office of an `office` route, resolved by its onRequest hook. */
export function actingOfficeOf(request: FastifyRequest): ActingOffice & { session: AuthSession } {
  const acting = actingOffices.get(request);
  if (!acting) throw new Error(`${request.method} ${request.url} is not an 'office' route`);
  return acting;
}
