import {
  apiResultSchema,
  forgotRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  prefillRequestSchema,
  prefillResponseSchema,
  resetRequestSchema,
  resetResponseSchema,
} from '@careshop/validation';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
import {
  BadRequestError,
  ForbiddenError,
  UnauthorizedError,
} from '../../../platform/http/errors.js';
import { enqueueMail } from '../../../platform/mail/mailer.js';
import { mailTexts } from '../../../platform/mail/templates.js';
import { consoleLoginView, consoleResetLink } from '../console-user-view.js';
import type { IdentityContext, IdentityDeps } from '../deps.js';
import { requireAnySession } from '../guard.js';
import { hashPassword, verifyPassword } from '../password.js';
import { companies, offices, passwordResets, users } from '../schema.js';
import { createSession, revokeSession, revokeUserSessions } from '../sessions.js';
import { hashToken, newResetToken } from '../tokens.js';
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

  typed.post(
    '/login',
    {
      config: credentialRateLimit(ctx),
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password; answers the session token in `auth`',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
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

  typed.post(
    '/logout',
    {
      config: { access: 'any-session' },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current session token (shop and console accounts)',
        security: [{ bearer: [] }],
        response: { 200: apiResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { session } = await requireAnySession(ctx, request);
      await revokeSession(ctx.db, session.sessionId, ctx.now());
      return { success: true };
    },
  );

  typed.post(
    '/forgot',
    {
      config: credentialRateLimit(ctx),
      schema: {
        tags: ['auth'],
        summary: 'Send a single-use, expiring password-reset link',
        body: forgotRequestSchema,
        response: { 200: apiResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const identifier = request.body.email.trim();
      // The field holds an e-mail address or a customer number (SPEC 2 credential recovery).
      const [user] = /^\d{2,7}$/.test(identifier)
        ? await ctx.db
            .select({
              id: users.id,
              email: users.email,
              language: users.language,
              role: users.role,
            })
            .from(users)
            .innerJoin(offices, eq(offices.id, users.officeId))
            .where(eq(offices.custNo, identifier))
            .orderBy(users.id)
            .limit(1)
        : await ctx.db
            .select({
              id: users.id,
              email: users.email,
              language: users.language,
              role: users.role,
            })
            .from(users)
            .where(eq(users.email, identifier.toLowerCase()))
            .limit(1);
      if (user) {
        const token = newResetToken();
        const now = ctx.now();
        // A console user resets on the console's own screen, which calls the same /reset.
        const link =
          user.role === 'console'
            ? consoleResetLink(ctx.config.publicUrl, token)
            : `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        // The token and the e-mail carrying it commit together (transactional outbox, decision 162).
        await ctx.db.transaction(async (tx) => {
          await tx.insert(passwordResets).values({
            tokenHash: hashToken(token),
            userId: user.id,
            expiresAt: new Date(now.getTime() + ctx.config.resetTtlMinutes * 60_000),
          });
          await enqueueMail(tx, {
            to: user.email,
            kind: 'password_reset',
            ...mailTexts.passwordReset(user.language, link, ctx.config.resetTtlMinutes),
          });
        });
        ctx.mailer.wake();
      }
      // Same answer whether or not the account exists: the form must not reveal who is a customer.
      return { success: true, message: 'forgot.success_message' };
    },
  );

  typed.post(
    '/prefill',
    {
      config: credentialRateLimit(ctx),
      schema: {
        tags: ['auth'],
        summary: 'Account data for a reset token, to fill the reset form',
        body: prefillRequestSchema,
        response: { 200: prefillResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const [row] = await ctx.db
        .select({ user: users, office: offices, consoleCompany: companies.name })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        // A console user has no office but maybe a company (decision 214).
        .leftJoin(offices, eq(offices.id, users.officeId))
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(
          and(
            eq(passwordResets.tokenHash, hashToken(request.body.token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, ctx.now()),
          ),
        )
        .limit(1);
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

  typed.post(
    '/reset',
    {
      config: credentialRateLimit(ctx),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of the reset link (single use)',
        body: resetRequestSchema,
        response: { 200: resetResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const now = ctx.now();
      const passwordHash = await hashPassword(request.body.password);
      const done = await ctx.db.transaction(async (tx) => {
        // Marking the token used in the same statement that checks it makes it single-use even
        // when two resets race.
        const [used] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResets.tokenHash, hashToken(request.body.token)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResets.userId });
        if (!used) return false;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
        await revokeUserSessions(tx, used.userId, now);
        return true;
      });
      if (!done) {
        throw new BadRequestError('reset_token_invalid', 'This link is invalid or has expired');
      }
      return true;
    },
  );
}
