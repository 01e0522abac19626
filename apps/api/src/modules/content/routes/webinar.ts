import { routeSchema } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../../platform/http/errors.js';
import { credentialRateLimit, resolveShop, sessionOrAnonymous } from '../../identity/index.js';
import type { ContentDeps } from '../deps.js';
import { findWebinar } from '../documents.js';
import { registerForWebinar } from '../webinar-registrations.js';

/**
 * Webinar registration (ours; SPEC 2 /webinar and /webinar-confirmed are public pages): a
 * logged-in user's session or an anonymous visitor's SPEC 6 self-signed token. Registering twice
 * for one webinar with one e-mail keeps the first registration and answers the same.
 */
export async function webinarRoutes(app: FastifyInstance, ctx: ContentDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed[shopRoutes.webinarRegistration.method](
    shopRoutes.webinarRegistration.path,
    {
      config: { ...credentialRateLimit(ctx), access: 'anonymous-or-session' },
      schema: {
        tags: ['content'],
        summary:
          'Register for a webinar (anonymous self-signed token, or a session); e-mails a confirmation',
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.webinarRegistration),
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
      await registerForWebinar(ctx.db, {
        webinar,
        email: request.body.email,
        firstName: request.body.first_name,
        lastName: request.body.last_name,
        profession: request.body.profession ?? null,
        language,
        userId: session?.user.id ?? null,
        now: ctx.now(),
      });
      ctx.mailer.wake();
      return { success: true, message: 'webinar.confirmed.title' };
    },
  );
}
