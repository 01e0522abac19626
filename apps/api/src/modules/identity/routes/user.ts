import {
  apiResultSchema,
  changePasswordRequestSchema,
  questionRequestSchema,
  refreshQuerySchema,
  registerRequestSchema,
  registrationAddressLines,
  sendMailQuerySchema,
  userSchema,
} from '@careshop/validation';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
import { BadRequestError, ConflictError } from '../../../platform/http/errors.js';
import { cachedBody, sendCachedJson, serializeAs } from '../../../platform/http/read-cache.js';
import { enqueueMail } from '../../../platform/mail/mailer.js';
import { mailTexts } from '../../../platform/mail/templates.js';
import { sessionOrAnonymous } from '../anonymous.js';
import type { IdentityDeps } from '../deps.js';
import { requireAnySession, requireSession } from '../guard.js';
import { hashPassword, verifyPassword } from '../password.js';
import { offices, questions, sessions, users } from '../schema.js';
import { forgetCachedSessions } from '../sessions.js';
import { resolveShop } from '../shop-resolver.js';
import { loadUserView } from '../user-view.js';
import { credentialRateLimit } from './auth.js';

const refreshQuery = refreshQuerySchema;
const sendMailQuery = sendMailQuerySchema;

/** SPEC 7 user calls under /api/admin: me, change password, register, question. */
export async function userRoutes(app: FastifyInstance, ctx: IdentityDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/user/me',
    {
      config: { access: 'session' },
      schema: {
        tags: ['user'],
        summary: 'The current user with company fields',
        security: [{ bearer: [] }],
        querystring: refreshQuery,
        response: { 200: userSchema, ...errorResponses },
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

  typed.put(
    '/user/me',
    {
      // Shop accounts and console users alike (decision 214): the console has no form of its own.
      config: { ...credentialRateLimit(ctx), access: 'any-session' },
      schema: {
        tags: ['user'],
        summary:
          'Change the password (shop account or console user); other sessions of the user are revoked',
        security: [{ bearer: [] }],
        body: changePasswordRequestSchema,
        response: { 200: apiResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { session } = await requireAnySession(ctx, request);
      const { current_password: current, password } = request.body;
      // Always required (decision 144): an open session alone cannot take the account over.
      const [user] = await ctx.db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, session.user.id));
      if (!user || !(await verifyPassword(current, user.hash))) {
        throw new BadRequestError('current_password_wrong', 'The current password is not correct');
      }
      const passwordHash = await hashPassword(password);
      await ctx.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, session.user.id));
        await tx
          .update(sessions)
          .set({ revokedAt: ctx.now() })
          .where(and(eq(sessions.userId, session.user.id), ne(sessions.id, session.sessionId)));
      });
      forgetCachedSessions();
      return { success: true, message: 'profile.password_changed' };
    },
  );

  typed.post(
    '/user',
    {
      config: { ...credentialRateLimit(ctx), access: 'anonymous-or-session' },
      schema: {
        tags: ['user'],
        summary: 'Register (anonymous self-signed token of SPEC 6, or a session)',
        security: [{ bearer: [] }],
        querystring: sendMailQuery,
        body: registerRequestSchema,
        response: { 200: apiResultSchema, ...errorResponses },
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
        ...profile
      } = body;
      const passwordHash = await hashPassword(password);
      const language = body.language ?? shop.defaultLanguage;
      const lines = registrationAddressLines(body);
      await ctx.db.transaction(async (tx) => {
        // Idempotent under races (decision 146): of several registrations with one new customer
        // number, one inserts the office and the others find it. Either way the account only
        // claims the office: it sees nothing of it until staff approve its licence (decision 140).
        await tx
          .insert(offices)
          .values({
            organisationId: shop.organisationId,
            custNo,
            companyName:
              body.company_name ||
              `${body.firstName ?? ''} ${body.lastName ?? ''}`.trim() ||
              custNo,
            address: lines.address,
            addressXtra: lines.address_xtra,
            postalcode: body.postalcode ?? '',
            city: body.city ?? '',
            country: body.country ?? '',
          })
          .onConflictDoNothing({ target: offices.custNo });
        const [office] = await tx
          .select({ id: offices.id })
          .from(offices)
          .where(eq(offices.custNo, custNo))
          .limit(1);
        if (!office) throw new Error('office neither created nor found');
        const inserted = await tx
          .insert(users)
          .values({
            email,
            passwordHash,
            officeId: office.id,
            firstName: body.firstName ?? '',
            lastName: body.lastName ?? '',
            language,
            licenseNumber: licenseNumber || licenseBig || licenseKckz || '',
            licenseStatus: 'PENDING',
            // The office fields as typed stay with the account: staff compare them with the
            // office's before approving, and they are all the account sees until then.
            profile: { ...profile, terms_accepted_at: ctx.now().toISOString() },
          })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id });
        // Thrown inside: an office this request created is rolled back with it.
        if (inserted.length === 0) {
          throw new ConflictError('email_taken', 'This e-mail address is already used');
        }
        // In the registration's transaction (transactional outbox, decision 162).
        if (request.query.send_mail === '1') {
          await enqueueMail(tx, {
            to: email,
            kind: 'registration_received',
            ...mailTexts.registrationReceived(language),
          });
        }
      });
      ctx.mailer.wake();
      return { success: true, message: 'register.success_message' };
    },
  );

  typed.post(
    '/question',
    {
      config: { ...credentialRateLimit(ctx), access: 'anonymous-or-session' },
      schema: {
        tags: ['user'],
        summary: 'Contact / support question (anonymous self-signed token, or a session)',
        security: [{ bearer: [] }],
        body: questionRequestSchema,
        response: { 200: apiResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await sessionOrAnonymous(ctx, request);
      // An anonymous visitor gets the shop's default language, the one its pages open in.
      const language =
        session?.user.language ?? (await resolveShop(ctx, request.hostname)).defaultLanguage;
      // The question and its acknowledgement commit together (transactional outbox, decision 162).
      await ctx.db.transaction(async (tx) => {
        await tx.insert(questions).values({
          email: request.body.email,
          payload: { ...request.body, user_id: session?.user.id ?? null },
          createdAt: ctx.now(),
        });
        await enqueueMail(tx, {
          to: request.body.email,
          kind: 'question_received',
          ...mailTexts.questionReceived(language),
        });
      });
      ctx.mailer.wake();
      return { success: true, message: 'contact.success_message' };
    },
  );
}
