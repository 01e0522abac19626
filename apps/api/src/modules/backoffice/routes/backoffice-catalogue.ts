import { routeSchema } from '@careshop/validation';
import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

  typed[backofficeRoutes.me.method](
    backofficeRoutes.me.path,
    {
      config,
      schema: {
        tags,
        summary: 'The signed-in staff member, their organisation and whether they are super admin',
        security,
        ...routeSchema(backofficeRoutes.me),
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

  typed[backofficeRoutes.organisations.method](
    backofficeRoutes.organisations.path,
    {
      config,
      schema: {
        tags,
        summary: 'Organisations in scope with their limits and shop currencies and locales',
        security,
        ...routeSchema(backofficeRoutes.organisations),
      },
    },
    async (request) => {
      const { scope } = await staffOf(request);
      return { items: await listOrganisations(ctx.db, scope) };
    },
  );

  typed[backofficeRoutes.updateOrganisation.method](
    backofficeRoutes.updateOrganisation.path,
    {
      config,
      schema: {
        tags,
        summary:
          'Set the yearly order count, the cart value cap (cents, -1 unlimited) and the shops’ currency and locales',
        security,
        ...routeSchema(backofficeRoutes.updateOrganisation),
      },
    },
    async (request) => {
      const { scope, actorId } = await staffOf(request);
      return updateOrganisation(ctx.db, scope, actorId, request.params.id, request.body);
    },
  );

  typed[backofficeRoutes.products.method](
    backofficeRoutes.products.path,
    {
      config,
      schema: {
        tags,
        summary: 'Products in scope: search by part number or name, filter by category and state',
        security,
        ...routeSchema(backofficeRoutes.products),
      },
    },
    async (request) => {
      const { scope } = await staffOf(request);
      return listProducts(ctx.db, scope, request.query, ctx.now());
    },
  );

  typed[backofficeRoutes.product.method](
    backofficeRoutes.product.path,
    {
      config,
      schema: {
        tags,
        summary: 'One product',
        security,
        ...routeSchema(backofficeRoutes.product),
      },
    },
    async (request) => {
      const { scope } = await staffOf(request);
      return getProduct(ctx.db, scope, request.params.id, ctx.now());
    },
  );

  typed[backofficeRoutes.updateProduct.method](
    backofficeRoutes.updateProduct.path,
    {
      config,
      schema: {
        tags,
        summary:
          'Change a product; `stock_delta` is applied atomically and never below 0 (409 otherwise)',
        security,
        ...routeSchema(backofficeRoutes.updateProduct),
      },
    },
    async (request) => {
      const { scope, actorId } = await staffOf(request);
      return patchProduct(ctx.db, scope, actorId, request.params.id, request.body, ctx.now());
    },
  );

  typed[backofficeRoutes.coupons.method](
    backofficeRoutes.coupons.path,
    {
      config,
      schema: {
        tags,
        summary: 'Coupons in scope with their rules and uses',
        security,
        ...routeSchema(backofficeRoutes.coupons),
      },
    },
    async (request) => {
      const { scope } = await staffOf(request);
      return { items: await listCoupons(ctx.db, scope) };
    },
  );

  typed[backofficeRoutes.createCoupon.method](
    backofficeRoutes.createCoupon.path,
    {
      config,
      schema: {
        tags,
        summary: "Create a case-sensitive coupon in the staff member's organisation",
        security,
        ...routeSchema(backofficeRoutes.createCoupon),
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

  typed[backofficeRoutes.updateCoupon.method](
    backofficeRoutes.updateCoupon.path,
    {
      config,
      schema: {
        tags,
        summary: 'Change a coupon found by its exact, case-sensitive code',
        security,
        ...routeSchema(backofficeRoutes.updateCoupon),
      },
    },
    async (request) => {
      const { scope, actorId } = await staffOf(request);
      return patchCoupon(ctx.db, scope, actorId, request.params.code, request.body);
    },
  );

  typed[backofficeRoutes.shopConfigs.method](
    backofficeRoutes.shopConfigs.path,
    {
      config,
      schema: {
        tags,
        summary: 'Shop configs (per hostname) in scope',
        security,
        ...routeSchema(backofficeRoutes.shopConfigs),
      },
    },
    async (request) => {
      const { scope } = await staffOf(request);
      return { items: await listShopConfigs(ctx.db, scope) };
    },
  );

  typed[backofficeRoutes.updateShopConfig.method](
    backofficeRoutes.updateShopConfig.path,
    {
      config,
      schema: {
        tags,
        summary:
          'Change a shop config: title, locales, maintenance switch, title and message (sanitised)',
        security,
        ...routeSchema(backofficeRoutes.updateShopConfig),
      },
    },
    async (request) => {
      const { scope, actorId } = await staffOf(request);
      return updateShopConfig(ctx.db, scope, actorId, request.params.id, request.body);
    },
  );

  typed[backofficeRoutes.audit.method](
    backofficeRoutes.audit.path,
    {
      config,
      schema: {
        tags,
        summary: 'The audit log of the scope, newest first, 50 a page',
        security,
        ...routeSchema(backofficeRoutes.audit),
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
