import type { OfficeAction } from '@careshop/validation';
import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import { ForbiddenError } from '../../platform/http/errors.js';
import { checkAnonymousTokenBody, requireSessionOrAnonymousToken } from './anonymous.js';
import type { ConsoleAction } from './console-permissions.js';
import { requireConsoleAction } from './console-session.js';
import type { IdentityContext } from './deps.js';
import { requireAnySession, requireSession, requireStaff } from './guard.js';

/**
 * Who may call a route (docs/decisions/145-api-access-before-validation.md). Every route under
 * `/api` declares one in `config.access`; the check runs in the route's `onRequest` hook, before
 * the body is parsed or validated, so a caller who may not call the route learns nothing about
 * its fields.
 *
 * - `public`: anyone (login, forgot, content, config, payment provider pages and webhook).
 * - `session`: any signed-in account, approved or not (its own profile, the catalogue, logout).
 * - `anonymous-or-session`: a session, or the SPEC 6 self-signed token of an anonymous visitor
 *   (register, question, webinar registration). The token's body hash is checked after parsing,
 *   still before validation.
 * - `sales`: a signed-in sales rep.
 * - `office`: acts for a customer office: the caller's own office once their licence is approved,
 *   or, for a rep, the chosen office once its licence is approved (decisions 140, 141).
 * - `staff`: back-office staff; what they may see is further limited to their organisation
 *   (decision 142).
 * - `any-session`: any signed-in account, shop or console (logout; decision 191).
 * - `console`: a reporting console user whose level may take the route's `config.consoleAction`
 *   (the table in `src/modules/identity/console-permissions.ts`, decision 190); what they see is further limited
 *   to their company.
 * - `device`: a counting device with its own secret key (Bearer, or Basic with the key as
 *   password); an unknown key is 401 `device_unknown`, a revoked device 401 `device_revoked`
 *   (decision 185).
 */
export type RouteAccess =
  | 'public'
  | 'session'
  | 'anonymous-or-session'
  | 'sales'
  | 'office'
  | 'staff'
  | 'any-session'
  | 'console'
  | 'device';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required on every `/api` route (see {@link RouteAccess}). */
    access?: RouteAccess;
    /** What a `console` route does; required on them, checked against the permission table. */
    consoleAction?: ConsoleAction;
    /**
     * What an `office` route does for the office (decision 330): the member's office role must
     * allow it (`officeRoleAllows`); a rep acting for the office may `browse` and `order` only.
     * Required on every `office` route.
     */
    officeAction?: OfficeAction;
    /** The route takes a single-use live-stream ticket in place of a session (decision 198). */
    streamTicket?: boolean;
  }
}

/** An access check that runs as a route's first `onRequest` hook. */
export type AccessHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The checks other modules own, handed in by the server: `office` (ordering resolves the acting
 * office) and `device` (counting finds the pushing device by its key).
 */
export interface ProvidedAccessChecks {
  office: AccessHook;
  device: AccessHook;
}

function accessCheck(
  ctx: IdentityContext,
  provided: ProvidedAccessChecks,
  access: RouteAccess,
  action: ConsoleAction | undefined,
) {
  switch (access) {
    case 'public':
      return undefined;
    case 'session':
      return async (request: FastifyRequest) => {
        await requireSession(ctx, request);
      };
    case 'anonymous-or-session':
      return async (request: FastifyRequest) => {
        await requireSessionOrAnonymousToken(ctx, request);
      };
    case 'sales':
      return async (request: FastifyRequest) => {
        const session = await requireSession(ctx, request);
        if (session.user.role !== 'sales') {
          throw new ForbiddenError('sales_only', 'Only sales representatives order on behalf');
        }
      };
    case 'staff':
      return async (request: FastifyRequest) => {
        await requireStaff(ctx, request);
      };
    case 'device':
      return provided.device;
    case 'office':
      return provided.office;
    case 'any-session':
      return async (request: FastifyRequest) => {
        await requireAnySession(ctx, request);
      };
    case 'console':
      return async (request: FastifyRequest) => {
        if (!action) throw new Error('console route without consoleAction');
        await requireConsoleAction(ctx, request, action);
      };
  }
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Routes that Fastify plugins register for us; they are public documentation pages. */
const pluginRoutePrefixes = ['/api/docs'];

/** One registered route and who may call it. */
export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
  /** The action of a `console` route. */
  consoleAction?: ConsoleAction;
}

/**
 * onRoute hook: gives every route its access check as its first own `onRequest` hook, and refuses
 * to start when a route under `/api` does not say who may call it. Each route is added to `table`
 * (one entry per method), so tests and docs can list every route with its access.
 */
export function installAccessCheck(
  ctx: IdentityContext,
  provided: ProvidedAccessChecks,
  route: RouteOptions,
  table: RouteAccessEntry[],
): void {
  const declared = route.config?.access;
  const url = route.url;
  const byPlugin = pluginRoutePrefixes.some((prefix) => url.startsWith(prefix));
  const underApi = url === '/api' || url.startsWith('/api/');
  if (declared === undefined && underApi && !byPlugin) {
    throw new Error(`Route ${String(route.method)} ${url} declares no config.access`);
  }
  const consoleAction = route.config?.consoleAction;
  if (declared === 'console' && consoleAction === undefined) {
    throw new Error(
      `Console route ${String(route.method)} ${url} declares no config.consoleAction`,
    );
  }
  if (declared !== 'console' && consoleAction !== undefined) {
    throw new Error(
      `Route ${String(route.method)} ${url} has a consoleAction but is not 'console'`,
    );
  }
  for (const method of asArray(route.method)) {
    table.push({
      method: String(method),
      url,
      access: declared ?? 'public',
      ...(consoleAction ? { consoleAction } : {}),
    });
  }
  const check = accessCheck(ctx, provided, declared ?? 'public', consoleAction);
  if (check) {
    const hook = check as unknown as onRequestHookHandler;
    route.onRequest = [hook, ...asArray(route.onRequest)];
  }
  if (declared === 'anonymous-or-session') {
    const bodyCheck = (async (request: FastifyRequest, _reply: FastifyReply) => {
      await checkAnonymousTokenBody(ctx, request);
    }) as unknown as preValidationHookHandler;
    route.preValidation = [bodyCheck, ...asArray(route.preValidation)];
  }
}
