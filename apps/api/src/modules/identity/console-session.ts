import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../platform/http/errors.js';
import { type ConsoleAction, type ConsoleSession, mayConsole } from './console-permissions.js';
import type { IdentityContext } from './deps.js';
import { requireAnySession } from './guard.js';

// The types live beside the levels so that auth/sessions.ts can name them without an import cycle.
export type { ConsoleSession, ConsoleUser } from './console-permissions.js';

const consoleSessions = new WeakMap<FastifyRequest, ConsoleSession>();

/**
 * The `'console'` access check (decision 190): 401 without a valid session, 403 `console_only`
 * for a shop account, 403 `console_forbidden` when the user's level may not take `action`.
 */
export async function requireConsoleAction(
  ctx: IdentityContext,
  request: FastifyRequest,
  action: ConsoleAction,
): Promise<ConsoleSession> {
  const resolved = await requireAnySession(ctx, request);
  if (resolved.kind !== 'console') {
    throw new ForbiddenError('console_only', 'Only reporting console users can do this');
  }
  if (!mayConsole(resolved.session.user.level, action)) {
    throw new ForbiddenError('console_forbidden', 'Your console level does not allow this');
  }
  consoleSessions.set(request, resolved.session);
  return resolved.session;
}

/** The console session of a `'console'` route, resolved by its access check. */
export function consoleSessionOf(request: FastifyRequest): ConsoleSession {
  const session = consoleSessions.get(request);
  if (!session) throw new Error(`${request.method} ${request.url} is not a 'console' route`);
  return session;
}

/** null = every company (level 5); else the one company the user may see. */
export function companyScope(session: ConsoleSession): number | null {
  if (session.user.level === 5) return null;
  if (session.user.companyId === null) {
    // The users_account_kind check makes this impossible; refuse rather than widen the scope.
    throw new ForbiddenError('console_forbidden', 'Your account belongs to no company');
  }
  return session.user.companyId;
}

/** True when the session's scope includes `companyId`. */
export function inCompanyScope(session: ConsoleSession, companyId: number): boolean {
  const scope = companyScope(session);
  return scope === null || scope === companyId;
}
