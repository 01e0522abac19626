import { formatDate } from '@careshop/i18n';
import { apiResultSchema, webinarRegistrationRequestSchema } from '@careshop/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
import { NotFoundError } from '../../../platform/http/errors.js';
import { enqueueMail } from '../../../platform/mail/mailer.js';
import { mailText } from '../../../platform/mail/templates.js';
import { credentialRateLimit, resolveShop, sessionOrAnonymous } from '../../identity/index.js';
import type { ContentDeps } from '../deps.js';
import { findWebinar } from '../documents.js';
import { webinarRegistrations } from '../schema.js';

/**
 * Webinar registration (ours; SPEC 2 /webinar and /webinar-confirmed are public pages): a
 * logged-in user's session or an anonymous visitor's SPEC 6 self-signed token. Registering twice
 * for one webinar with one e-mail keeps the first registration and answers the same.
 */
export async function webinarRoutes(app: FastifyInstance, ctx: ContentDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/webinar/registration',
    {
      config: { ...credentialRateLimit(ctx), access: 'anonymous-or-session' },
      schema: {
        tags: ['content'],
        summary:
          'Register for a webinar (anonymous self-signed token, or a session); e-mails a confirmation',
        security: [{ bearer: [] }],
        body: webinarRegistrationRequestSchema,
        response: { 200: apiResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await sessionOrAnonymous(ctx, request);
      const webinar = findWebinar(request.body.webinar_uid);
      if (!webinar) throw new NotFoundError('Unknown webinar');
      const language =
        request.body.language ??
        session?.user.language ??
        (await resolveShop(ctx, request.hostname)).defaultLanguage;
      // The registration and its confirmation commit together (transactional outbox, decision 162).
      await ctx.db.transaction(async (tx) => {
        const inserted = await tx
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
          await enqueueMail(tx, {
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
      });
      ctx.mailer.wake();
      return { success: true, message: 'webinar.confirmed.title' };
    },
  );
}
