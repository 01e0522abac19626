import {
  backofficeAuditPageSchema,
  backofficeAuditQuerySchema,
  backofficeCouponCreateSchema,
  backofficeCouponListSchema,
  backofficeCouponPatchSchema,
  backofficeCouponSchema,
  backofficeMeSchema,
  backofficeOrganisationListSchema,
  backofficeOrganisationSchema,
  backofficeOrganisationUpdateSchema,
  backofficeProductPageSchema,
  backofficeProductPatchSchema,
  backofficeProductQuerySchema,
  backofficeProductSchema,
  backofficeShopConfigListSchema,
  backofficeShopConfigSchema,
  backofficeShopConfigUpdateSchema,
  couponCodeParamsSchema,
  idParamsSchema,
} from '@careshop/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
import { requireStaff } from '../../identity/index.js';
import { listAudit } from '../audit.js';
import { createCoupon, listCoupons, patchCoupon } from '../coupons.js';
import type { BackofficeDeps } from '../deps.js';
import {
  listOrganisations,
  listShopConfigs,
  updateOrganisation,
  updateShopConfig,
} from '../organisations.js';
import { getProduct, listProducts, patchProduct } from '../products.js';
import { staffScopeOf } from '../scope.js';
import { staffMe } from '../staff-account.js';

const tags = ['backoffice'];
const security = [{ bearer: [] }];
const config = { access: 'staff' } as const;

/** Audit entries on one page of `GET /backoffice/audit` (decision 218). */
export const AUDIT_PAGE_SIZE = 50;

/**
 * The back office's catalogue calls (issue 14, decisions 218 and 219): the staff member, the
 * organisations' limits, products, coupons, shop configs and the audit log. Staff see and change
 * their organisation's rows (every organisation's for a super administrator); a row of another
 * organisation answers 404. Every change and its audit entry commit together.
 */
export async function backofficeCatalogueRoutes(
  app: FastifyInstance,
  ctx: BackofficeDeps,
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const staffOf = async (request: FastifyRequest) => {
    const session = await requireStaff(ctx, request);
    return { session, scope: staffScopeOf(session), actorId: session.user.id };
  };

  typed.get(
    '/backoffice/me',
    {
      config,
      schema: {
        tags,
        summary: 'The signed-in staff member, their organisation and whether they are super admin',
        security,
        response: { 200: backofficeMeSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { session } = await staffOf(request);
      return staffMe(ctx.db, {
        id: session.user.id,
        organisationId: session.user.organisationId,
        superAdmin: session.user.superAdmin,
      });
    },
  );

  typed.get(
    '/backoffice/organisations',
    {
      config,
      schema: {
        tags,
        summary: 'Organisations in scope with their limits and shop currencies and locales',
        security,
        response: { 200: backofficeOrganisationListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { scope } = await staffOf(request);
      return { items: await listOrganisations(ctx.db, scope) };
    },
  );

  typed.put(
    '/backoffice/organisations/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Set the yearly order count, the cart value cap (cents, -1 unlimited) and the shops’ currency and locales',
        security,
        params: idParamsSchema,
        body: backofficeOrganisationUpdateSchema,
        response: { 200: backofficeOrganisationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { scope, actorId } = await staffOf(request);
      return updateOrganisation(ctx.db, scope, actorId, request.params.id, request.body);
    },
  );

  typed.get(
    '/backoffice/products',
    {
      config,
      schema: {
        tags,
        summary: 'Products in scope: search by part number or name, filter by category and state',
        security,
        querystring: backofficeProductQuerySchema,
        response: { 200: backofficeProductPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { scope } = await staffOf(request);
      return listProducts(ctx.db, scope, request.query, ctx.now());
    },
  );

  typed.get(
    '/backoffice/products/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One product',
        security,
        params: idParamsSchema,
        response: { 200: backofficeProductSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { scope } = await staffOf(request);
      return getProduct(ctx.db, scope, request.params.id, ctx.now());
    },
  );

  typed.patch(
    '/backoffice/products/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Change a product; `stock_delta` is applied atomically and never below 0 (409 otherwise)',
        security,
        params: idParamsSchema,
        body: backofficeProductPatchSchema,
        response: { 200: backofficeProductSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { scope, actorId } = await staffOf(request);
      return patchProduct(ctx.db, scope, actorId, request.params.id, request.body, ctx.now());
    },
  );

  typed.get(
    '/backoffice/coupons',
    {
      config,
      schema: {
        tags,
        summary: 'Coupons in scope with their rules and uses',
        security,
        response: { 200: backofficeCouponListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { scope } = await staffOf(request);
      return { items: await listCoupons(ctx.db, scope) };
    },
  );

  typed.post(
    '/backoffice/coupons',
    {
      config,
      schema: {
        tags,
        summary: "Create a case-sensitive coupon in the staff member's organisation",
        security,
        body: backofficeCouponCreateSchema,
        response: { 201: backofficeCouponSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { session } = await staffOf(request);
      const coupon = await createCoupon(
        ctx.db,
        { userId: session.user.id, organisationId: session.user.organisationId },
        request.body,
      );
      return reply.status(201).send(coupon);
    },
  );

  typed.patch(
    '/backoffice/coupons/:code',
    {
      config,
      schema: {
        tags,
        summary: 'Change a coupon found by its exact, case-sensitive code',
        security,
        params: couponCodeParamsSchema,
        body: backofficeCouponPatchSchema,
        response: { 200: backofficeCouponSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { scope, actorId } = await staffOf(request);
      return patchCoupon(ctx.db, scope, actorId, request.params.code, request.body);
    },
  );

  typed.get(
    '/backoffice/shop-configs',
    {
      config,
      schema: {
        tags,
        summary: 'Shop configs (per hostname) in scope',
        security,
        response: { 200: backofficeShopConfigListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { scope } = await staffOf(request);
      return { items: await listShopConfigs(ctx.db, scope) };
    },
  );

  typed.put(
    '/backoffice/shop-configs/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Change a shop config: title, locales, maintenance switch, title and message (sanitised)',
        security,
        params: idParamsSchema,
        body: backofficeShopConfigUpdateSchema,
        response: { 200: backofficeShopConfigSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { scope, actorId } = await staffOf(request);
      return updateShopConfig(ctx.db, scope, actorId, request.params.id, request.body);
    },
  );

  typed.get(
    '/backoffice/audit',
    {
      config,
      schema: {
        tags,
        summary: 'The audit log of the scope, newest first, 50 a page',
        security,
        querystring: backofficeAuditQuerySchema,
        response: { 200: backofficeAuditPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { scope } = await staffOf(request);
      const rows = await listAudit(ctx.db, scope, {
        ...(request.query.entity ? { entity: request.query.entity } : {}),
        ...(request.query.entity_id ? { entityId: request.query.entity_id } : {}),
        ...(request.query.before ? { beforeId: request.query.before } : {}),
        limit: AUDIT_PAGE_SIZE + 1,
      });
      const page = rows.slice(0, AUDIT_PAGE_SIZE);
      return {
        items: page.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: row.actor,
          organisation_id: row.organisationId,
          entity: row.entity,
          entity_id: row.entityId,
          action: row.action,
          before: row.before ?? null,
          after: row.after ?? null,
        })),
        next_before: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
      };
    },
  );
}
