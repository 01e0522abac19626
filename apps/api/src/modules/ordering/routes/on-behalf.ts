import { routeSchema } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forgetCachedSessions, organisationView, requireSession } from '../../identity/index.js';
import {
  findOfficeForRep,
  OfficeLicenseNotApprovedError,
  officeLicenseApproved,
} from '../acting-office.js';
import type { OrderingDeps } from '../deps.js';
import {
  chooseOfficeOnBehalf,
  maxOrderAmountOf,
  recentRepOffices,
  searchRepOffices,
} from '../rep-offices.js';

/**
 * SPEC 7 `POST /set_order_on_behalf`: a sales rep picks the customer office to order for; and the
 * rep's office finder and recent offices (issue 15, decision 232).
 */
export async function onBehalfRoutes(app: FastifyInstance, ctx: OrderingDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed[shopRoutes.repOffices.method](
    shopRoutes.repOffices.path,
    {
      config: { access: 'sales' },
      schema: {
        tags: ['user'],
        summary:
          'Sales rep: offices of the own organisation open to orders whose name, city or customer number contains q',
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.repOffices),
      },
    },
    async (request) => {
      const session = await requireSession(ctx, request);
      return {
        items: await searchRepOffices(ctx.db, session.user.organisationId, request.query.q),
      };
    },
  );

  typed[shopRoutes.recentRepOffices.method](
    shopRoutes.recentRepOffices.path,
    {
      config: { access: 'sales' },
      schema: {
        tags: ['user'],
        summary: 'Sales rep: the offices last chosen or ordered for, most recent first',
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.recentRepOffices),
      },
    },
    async (request) => {
      const session = await requireSession(ctx, request);
      return {
        items: await recentRepOffices(ctx.db, session.user.id, session.user.organisationId),
      };
    },
  );

  typed[shopRoutes.setOrderOnBehalf.method](
    shopRoutes.setOrderOnBehalf.path,
    {
      config: { access: 'sales' },
      schema: {
        tags: ['user'],
        summary: 'Sales rep: choose the customer office (of the own organisation) to order for',
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.setOrderOnBehalf),
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
      await chooseOfficeOnBehalf(ctx.db, session.sessionId, session.user.id, office.id, ctx.now());
      forgetCachedSessions();
      const maxOrderAmount = await maxOrderAmountOf(ctx.db, office.organisationId);
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
          max_order_amount: maxOrderAmount,
          sales_rep_user_id: session.user.id,
        },
      };
    },
  );
}
