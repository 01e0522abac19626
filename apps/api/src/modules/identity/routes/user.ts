import { registrationAddressLines, routeSchema, userSchema } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BadRequestError } from '../../../platform/http/errors.js';
import { cachedBody, sendCachedJson, serializeAs } from '../../../platform/http/read-cache.js';
import { sessionOrAnonymous } from '../anonymous.js';
import { changePassword, passwordHashOf } from '../credentials.js';
import type { IdentityDeps } from '../deps.js';
import { requireAnySession, requireSession } from '../guard.js';
import { hashPassword, verifyPassword } from '../password.js';
import { recordQuestion, registerAccount } from '../registration.js';
import { forgetCachedSessions } from '../sessions.js';
import { resolveShop } from '../shop-resolver.js';
import { loadUserView } from '../user-view.js';
import { credentialRateLimit } from './auth.js';

/** SPEC 7 user calls under /api/admin: me, change password, register, question. */
export async function userRoutes(app: FastifyInstance, ctx: IdentityDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed[shopRoutes.me.method](
    shopRoutes.me.path,
    {
      config: { access: 'session' },
      schema: {
        tags: ['user'],
        summary: 'The current user with company fields',
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.me),
      },
    },
    async (request, reply) => {
      const session = await requireSession(ctx, request);
      const userId = session.user.id;
      const load = async () => cachedBody(serializeAs(userSchema, await loadUserView(ctx, userId)));
      // Kept for at most a second (decision 240); `?refresh=1` reads it again.
      if (request.query.refresh === '1') ctx.readCache.drop(`me|${userId}`);
      return sendCachedJson(
        request,
        reply,
        await ctx.readCache.get(`me|${userId}`, load),
        'no-store',
      );
    },
  );

  typed[shopRoutes.changePassword.method](
    shopRoutes.changePassword.path,
    {
      // Shop accounts and console users alike (decision 214): the console has no form of its own.
      config: { ...credentialRateLimit(ctx), access: 'any-session' },
      schema: {
        tags: ['user'],
        summary:
          'Change the password (shop account or console user); other sessions of the user are revoked',
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.changePassword),
      },
    },
    async (request) => {
      const { session } = await requireAnySession(ctx, request);
      const { current_password: current, password } = request.body;
      // Always required (decision 144): an open session alone cannot take the account over.
      const hash = await passwordHashOf(ctx.db, session.user.id);
      if (hash === undefined || !(await verifyPassword(current, hash))) {
        throw new BadRequestError('current_password_wrong', 'The current password is not correct');
      }
      const passwordHash = await hashPassword(password);
      await changePassword(ctx.db, session.user.id, session.sessionId, passwordHash, ctx.now());
      forgetCachedSessions();
      return { success: true, message: 'profile.password_changed' };
    },
  );

  typed[shopRoutes.register.method](
    shopRoutes.register.path,
    {
      config: { ...credentialRateLimit(ctx), access: 'anonymous-or-session' },
      schema: {
        tags: ['user'],
        summary: 'Register (anonymous self-signed token of SPEC 6, or a session)',
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.register),
      },
    },
    async (request) => {
      const body = request.body;
      const email = body.email.toLowerCase();
      const shop = await resolveShop(ctx, request.hostname);
      const {
        cust_no: custNo,
        email: _email,
        password,
        terms: _terms,
        license_number: licenseNumber,
        license_number_BIG: licenseBig,
        license_number_KCKZ: licenseKckz,
        invitation,
        ...profile
      } = body;
      const passwordHash = await hashPassword(password);
      const language = body.language ?? shop.defaultLanguage;
      const lines = registrationAddressLines(body);
      await registerAccount(ctx.db, {
        office: {
          organisationId: shop.organisationId,
          custNo,
          companyName:
            body.company_name || `${body.firstName ?? ''} ${body.lastName ?? ''}`.trim() || custNo,
          address: lines.address,
          addressXtra: lines.address_xtra,
          postalcode: body.postalcode ?? '',
          city: body.city ?? '',
          country: body.country ?? '',
        },
        account: {
          email,
          passwordHash,
          firstName: body.firstName ?? '',
          lastName: body.lastName ?? '',
          language,
          licenseNumber: licenseNumber || licenseBig || licenseKckz || '',
          profile: { ...profile, terms_accepted_at: ctx.now().toISOString() },
        },
        sendMail: request.query.send_mail === '1',
        invitation: invitation || undefined,
        now: ctx.now(),
      });
      ctx.mailer.wake();
      return { success: true, message: 'register.success_message' };
    },
  );

  typed[shopRoutes.question.method](
    shopRoutes.question.path,
    {
      config: { ...credentialRateLimit(ctx), access: 'anonymous-or-session' },
      schema: {
        tags: ['user'],
        summary: 'Contact / support question (anonymous self-signed token, or a session)',
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.question),
      },
    },
    async (request) => {
      const session = await sessionOrAnonymous(ctx, request);
      // An anonymous visitor gets the shop's default language, the one its pages open in.
      const language =
        session?.user.language ?? (await resolveShop(ctx, request.hostname)).defaultLanguage;
      await recordQuestion(ctx.db, {
        email: request.body.email,
        payload: { ...request.body, user_id: session?.user.id ?? null },
        language,
        now: ctx.now(),
      });
      ctx.mailer.wake();
      return { success: true, message: 'contact.success_message' };
    },
  );
}
