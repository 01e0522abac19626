import { routeSchema } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BadRequestError,
  ForbiddenError,
  UnauthorizedError,
} from '../../../platform/http/errors.js';
import { consoleLoginView, consoleResetLink } from '../console-user-view.js';
import {
  createPasswordReset,
  findResetAccount,
  findResetRecipient,
  findUserByEmail,
  resetPassword,
} from '../credentials.js';
import type { IdentityContext, IdentityDeps } from '../deps.js';
import { requireAnySession } from '../guard.js';
import { hashPassword, verifyPassword } from '../password.js';
import { createSession, revokeSession } from '../sessions.js';
import { newResetToken } from '../tokens.js';
import { loadUserView, visibleCompany } from '../user-view.js';

// Hash of a password nobody has, verified when the e-mail is unknown so a failed login takes as
// long for a missing account as for a wrong password (no account enumeration by timing).
const dummyHash = hashPassword('not-a-real-password-at-all');

/** Rate limit of the credential calls (login, forgot, reset, register, question). */
export function credentialRateLimit(ctx: Pick<IdentityContext, 'config'>) {
  return {
    rateLimit: { max: ctx.config.rateLimitPerMinute, timeWindow: 60_000 },
    access: 'public' as const,
  };
}

/** SPEC 7 auth calls under /api/auth: login, prefill, forgot, reset, logout. */
export async function authRoutes(app: FastifyInstance, ctx: IdentityDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed[shopRoutes.login.method](
    shopRoutes.login.path,
    {
      config: credentialRateLimit(ctx),
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password; answers the session token in `auth`',
        ...routeSchema(shopRoutes.login),
      },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const user = await findUserByEmail(ctx.db, email);
      const ok = await verifyPassword(
        request.body.password,
        user?.passwordHash ?? (await dummyHash),
      );
      if (!user || !ok) {
        throw new UnauthorizedError('Check your e-mail address and password', 'login_failed');
      }
      if (user.role === 'console') {
        // Only someone who knows the password learns that the account is blocked (decision 191).
        if (!user.consoleLevel) {
          throw new ForbiddenError('account_blocked', 'This account is blocked');
        }
        const token = await createSession(ctx.db, user.id, ctx.now(), ctx.config.sessionTtlHours);
        return { ...(await consoleLoginView(ctx.db, user.id)), auth: token };
      }
      const token = await createSession(ctx.db, user.id, ctx.now(), ctx.config.sessionTtlHours);
      const view = await loadUserView(ctx, user.id);
      return { ...view, auth: token };
    },
  );

  typed[shopRoutes.logout.method](
    shopRoutes.logout.path,
    {
      config: { access: 'any-session' },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current session token (shop and console accounts)',
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.logout),
      },
    },
    async (request) => {
      const { session } = await requireAnySession(ctx, request);
      await revokeSession(ctx.db, session.sessionId, ctx.now());
      return { success: true };
    },
  );

  typed[shopRoutes.forgot.method](
    shopRoutes.forgot.path,
    {
      config: credentialRateLimit(ctx),
      schema: {
        tags: ['auth'],
        summary: 'Send a single-use, expiring password-reset link',
        ...routeSchema(shopRoutes.forgot),
      },
    },
    async (request) => {
      const identifier = request.body.email.trim();
      // The field holds an e-mail address or a customer number (SPEC 2 credential recovery).
      const user = await findResetRecipient(ctx.db, identifier);
      if (user) {
        const token = newResetToken();
        const now = ctx.now();
        // A console user resets on the console's own screen, which calls the same /reset.
        const link =
          user.role === 'console'
            ? consoleResetLink(ctx.config.publicUrl, token)
            : `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await createPasswordReset(ctx.db, {
          user,
          token,
          link,
          expiresAt: new Date(now.getTime() + ctx.config.resetTtlMinutes * 60_000),
          ttlMinutes: ctx.config.resetTtlMinutes,
        });
        ctx.mailer.wake();
      }
      // Same answer whether or not the account exists: the form must not reveal who is a customer.
      return { success: true, message: 'forgot.success_message' };
    },
  );

  typed[shopRoutes.prefill.method](
    shopRoutes.prefill.path,
    {
      config: credentialRateLimit(ctx),
      schema: {
        tags: ['auth'],
        summary: 'Account data for a reset token, to fill the reset form',
        ...routeSchema(shopRoutes.prefill),
      },
    },
    async (request) => {
      const row = await findResetAccount(ctx.db, request.body.token, ctx.now());
      if (row?.user.role === 'console') {
        const { user } = row;
        return {
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          language: user.language,
          company_name: row.consoleCompany,
          is_console: true,
        };
      }
      if (!row?.office)
        throw new BadRequestError('reset_token_invalid', 'This link is invalid or has expired');
      const { user, office } = row;
      // An account awaiting approval sees only what it typed of the office (decision 140).
      const company = visibleCompany(user, office);
      return {
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        language: user.language,
        cust_no: office.custNo,
        company_name: company.companyName,
        postalcode: company.postalcode,
        city: company.city,
        country: company.country,
      };
    },
  );

  typed[shopRoutes.reset.method](
    shopRoutes.reset.path,
    {
      config: credentialRateLimit(ctx),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of the reset link (single use)',
        ...routeSchema(shopRoutes.reset),
      },
    },
    async (request) => {
      const now = ctx.now();
      const passwordHash = await hashPassword(request.body.password);
      const done = await resetPassword(ctx.db, request.body.token, passwordHash, now);
      if (!done) {
        throw new BadRequestError('reset_token_invalid', 'This link is invalid or has expired');
      }
      return true;
    },
  );
}
