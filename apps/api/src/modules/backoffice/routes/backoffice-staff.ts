import {
  apiResultSchema,
  backofficeCategoryListSchema,
  backofficeLookupQuerySchema,
  backofficeMePatchSchema,
  backofficeMeSchema,
  backofficePromoQuerySchema,
  backofficeSalesRepListSchema,
  backofficeShopPromoListSchema,
  backofficeShopPromoSchema,
  idParamsSchema,
  shopPromoCreateSchema,
  shopPromoPatchSchema,
} from '@careshop/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
import { requireStaff } from '../../identity/index.js';
import type { BackofficeDeps } from '../deps.js';
import { listCategories, listSalesReps } from '../lookups.js';
import { createPromo, deletePromo, listPromos, updatePromo } from '../promos.js';
import { staffScopeOf } from '../scope.js';
import { updateStaffMe } from '../staff-account.js';

const tags = ['backoffice'];
const security = [{ bearer: [] }];
const config = { access: 'staff' } as const;

/**
 * The staff member's own account, the lookups that put names on ids (decisions 227 and 228) and
 * the shop configs' promos (decision 229). Scoped and audited like every back-office call.
 */
export async function backofficeStaffRoutes(
  app: FastifyInstance,
  ctx: BackofficeDeps,
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const staffOf = async (request: FastifyRequest, language?: string) => {
    const session = await requireStaff(ctx, request);
    return {
      session,
      staff: {
        id: session.user.id,
        organisationId: session.user.organisationId,
        superAdmin: session.user.superAdmin,
      },
      actor: {
        scope: staffScopeOf(session),
        actorUserId: session.user.id,
        language: language ?? session.user.language,
        now: ctx.now(),
      },
    };
  };

  typed.patch(
    '/backoffice/me',
    {
      config,
      schema: {
        tags,
        summary: 'Change your own name and language (the password: PUT /user/me)',
        security,
        body: backofficeMePatchSchema,
        response: { 200: backofficeMeSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { staff } = await staffOf(request);
      return updateStaffMe(ctx.db, staff, request.body);
    },
  );

  typed.get(
    '/backoffice/sales-reps',
    {
      config,
      schema: {
        tags,
        summary: 'Sales reps in scope with their name and e-mail (the order list’s rep filter)',
        security,
        response: { 200: backofficeSalesRepListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { actor } = await staffOf(request);
      return { items: await listSalesReps(ctx.db, actor.scope) };
    },
  );

  typed.get(
    '/backoffice/categories',
    {
      config,
      schema: {
        tags,
        summary: 'Product categories in scope, named in the asked language (default: yours)',
        security,
        querystring: backofficeLookupQuerySchema,
        response: { 200: backofficeCategoryListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { actor } = await staffOf(request, request.query.language);
      return { items: await listCategories(ctx.db, actor.scope, actor.language) };
    },
  );

  typed.get(
    '/backoffice/promos',
    {
      config,
      schema: {
        tags,
        summary: 'Shop promos in scope (of one shop config with `shop_config`), newest first',
        security,
        querystring: backofficePromoQuerySchema,
        response: { 200: backofficeShopPromoListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { actor } = await staffOf(request, request.query.language);
      return {
        items: await listPromos(ctx.db, actor.scope, {
          shopConfigId: request.query.shop_config,
          language: actor.language,
          now: actor.now,
        }),
      };
    },
  );

  typed.post(
    '/backoffice/shop-configs/:id/promos',
    {
      config,
      schema: {
        tags,
        summary:
          'Add a promo to a shop config: texts per language (sanitised), link, validity window, switch',
        security,
        params: idParamsSchema,
        body: shopPromoCreateSchema,
        response: { 201: backofficeShopPromoSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { actor } = await staffOf(request);
      const promo = await createPromo(ctx.db, actor, request.params.id, request.body);
      return reply.status(201).send(promo);
    },
  );

  typed.patch(
    '/backoffice/promos/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a promo; the fields left out keep their value',
        security,
        params: idParamsSchema,
        body: shopPromoPatchSchema,
        response: { 200: backofficeShopPromoSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { actor } = await staffOf(request);
      return updatePromo(ctx.db, actor, request.params.id, request.body);
    },
  );

  typed.delete(
    '/backoffice/promos/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a promo',
        security,
        params: idParamsSchema,
        response: { 200: apiResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { actor } = await staffOf(request);
      await deletePromo(ctx.db, actor, request.params.id);
      return { success: true };
    },
  );
}
