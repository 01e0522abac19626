import {
  officeSearchQuerySchema,
  orderOnBehalfRequestSchema,
  orderOnBehalfResponseSchema,
  repOfficeListSchema,
} from '@careshop/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
import {
  forgetCachedSessions,
  organisations,
  organisationView,
  requireSession,
  sessions,
} from '../../identity/index.js';
import {
  findOfficeForRep,
  OfficeLicenseNotApprovedError,
  officeLicenseApproved,
} from '../acting-office.js';
import type { OrderingDeps } from '../deps.js';
import { recentRepOffices, recordRepChoice, searchRepOffices } from '../rep-offices.js';

/**
 * SPEC 7 `POST /set_order_on_behalf`: a sales rep picks the customer office to order for; and the
 * rep's office finder and recent offices (issue 15, decision 232).
 */
export async function onBehalfRoutes(app: FastifyInstance, ctx: OrderingDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/order_on_behalf/offices',
    {
      config: { access: 'sales' },
      schema: {
        tags: ['user'],
        summary:
          'Sales rep: offices of the own organisation open to orders whose name, city or customer number contains q',
        security: [{ bearer: [] }],
        querystring: officeSearchQuerySchema,
        response: { 200: repOfficeListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await requireSession(ctx, request);
      return {
        items: await searchRepOffices(ctx.db, session.user.organisationId, request.query.q),
      };
    },
  );

  typed.get(
    '/order_on_behalf/recent',
    {
      config: { access: 'sales' },
      schema: {
        tags: ['user'],
        summary: 'Sales rep: the offices last chosen or ordered for, most recent first',
        security: [{ bearer: [] }],
        response: { 200: repOfficeListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await requireSession(ctx, request);
      return {
        items: await recentRepOffices(ctx.db, session.user.id, session.user.organisationId),
      };
    },
  );

  typed.post(
    '/set_order_on_behalf',
    {
      config: { access: 'sales' },
      schema: {
        tags: ['user'],
        summary: 'Sales rep: choose the customer office (of the own organisation) to order for',
        security: [{ bearer: [] }],
        body: orderOnBehalfRequestSchema,
        response: { 200: orderOnBehalfResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await requireSession(ctx, request);
      const office = await findOfficeForRep(
        ctx.db,
        session.user.organisationId,
        request.body.cust_no,
      );
      if (!(await officeLicenseApproved(ctx.db, office.id))) {
        throw new OfficeLicenseNotApprovedError();
      }
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(sessions)
          .set({ onBehalfOfficeId: office.id })
          .where(eq(sessions.id, session.sessionId));
        await recordRepChoice(tx, session.user.id, office.id, ctx.now());
      });
      forgetCachedSessions();
      const [org] = await ctx.db
        .select({ cap: organisations.maxOrderAmountCents })
        .from(organisations)
        .where(eq(organisations.id, office.organisationId));
      return {
        company: {
          id: office.id,
          cust_no: office.custNo,
          Name: office.companyName,
          company_name: office.companyName,
          address: office.address,
          address_xtra: office.addressXtra,
          city: office.city,
          postalcode: office.postalcode,
          country: office.country,
          organisation: await organisationView(ctx, office.organisationId),
          max_order_amount: org?.cap ?? -1,
          sales_rep_user_id: session.user.id,
        },
      };
    },
  );
}
