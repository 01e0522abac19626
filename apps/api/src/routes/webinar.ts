import { formatDate } from '@careshop/i18n';
import { apiResultSchema, emailSchema } from '@careshop/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keepRawBody, requireSessionOrAnonymous } from '../auth/anonymous.js';
import { findWebinar } from '../content/documents.js';
import type { AppContext } from '../context.js';
import { webinarRegistrations } from '../db/schema.js';
import { catalogueLanguages } from '../db/seed-catalogue.js';
import { errorResponses } from '../http/error-response.js';
import { NotFoundError } from '../http/errors.js';
import { mailText } from '../mail/templates.js';
import { credentialRateLimit } from './auth.js';
import { resolveShop } from './shop-resolver.js';

const name = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(100, `${field} is at most 100 characters`);

const registrationBody = z.strictObject({
  webinar_uid: z
    .string({ error: 'webinar_uid is required' })
    .regex(/^[a-z0-9-]{1,100}$/, 'webinar_uid is a webinar page uid'),
  first_name: name('first_name'),
  last_name: name('last_name'),
  email: emailSchema,
  profession: z.string().trim().max(100, 'profession is at most 100 characters').optional(),
  language: z
    .enum(catalogueLanguages, { error: 'language must be one of fr, es, nl, en, de, it' })
    .optional(),
});

/**
 * Webinar registration (ours; SPEC 2 /webinar and /webinar-confirmed are public pages): a
 * logged-in user's session or an anonymous visitor's SPEC 6 self-signed token. Registering twice
 * for one webinar with one e-mail keeps the first registration and answers the same.
 */
export async function webinarRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/webinar/registration',
    {
      config: credentialRateLimit(ctx),
      preValidation: keepRawBody,
      schema: {
        tags: ['content'],
        summary:
          'Register for a webinar (anonymous self-signed token, or a session); e-mails a confirmation',
        security: [{ bearer: [] }],
        body: registrationBody,
        response: { 200: apiResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await requireSessionOrAnonymous(ctx, request);
      const webinar = findWebinar(request.body.webinar_uid);
      if (!webinar) throw new NotFoundError('Unknown webinar');
      const language =
        request.body.language ??
        session?.user.language ??
        (await resolveShop(ctx, request.hostname)).defaultLanguage;
      const inserted = await ctx.db
        .insert(webinarRegistrations)
        .values({
          webinarUid: webinar.uid,
          email: request.body.email,
          firstName: request.body.first_name,
          lastName: request.body.last_name,
          profession: request.body.profession ?? null,
          language,
          userId: session?.user.id ?? null,
          createdAt: ctx.now(),
        })
        .onConflictDoNothing()
        .returning({ id: webinarRegistrations.id });
      if (inserted.length > 0) {
        await ctx.mailer.send({
          to: request.body.email,
          kind: 'webinar_registration',
          ...mailText(language, 'webinar_registration', {
            title: webinar.title(language),
            date: formatDate(webinar.startsAt, language, {
              dateStyle: 'long',
              timeStyle: 'short',
              timeZone: 'UTC',
            }),
          }),
        });
      }
      return { success: true, message: 'webinar.confirmed.title' };
    },
  );
}
