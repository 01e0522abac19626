import { routeSchema } from '@careshop/validation';
import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { absentBodyAsEmptyObject } from '../../../platform/http/optional-body.js';
import { requireStaff } from '../../identity/index.js';
import { officeDetail, searchCustomers } from '../customers.js';
import type { BackofficeDeps } from '../deps.js';
import {
  type OrderExportFormat,
  orderExportContentTypes,
  renderOrdersCsv,
  renderOrdersXlsx,
} from '../order-export.js';
import { allOrders, cancelOrder, listOrders, orderDetail, setOrderStatus } from '../orders.js';
import { staffScopeOf } from '../scope.js';

const tags = ['backoffice'];
const security = [{ bearer: [] }];

/**
 * Back office (staff only, decision 220): customer and office search, an office's yearly usage,
 * and orders: list, detail, status, cancel and export. Every call is scoped to the staff member's
 * organisation (every organisation for a super administrator); a row outside it answers 404.
 */
export async function backofficeOrderRoutes(
  app: FastifyInstance,
  ctx: BackofficeDeps,
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed[backofficeRoutes.customers.method](
    backofficeRoutes.customers.path,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Search offices and their accounts by customer number, company or account name, e-mail',
        security,
        ...routeSchema(backofficeRoutes.customers),
      },
    },
    async (request) => {
      const scope = staffScopeOf(await requireStaff(ctx, request));
      const { q, page, rows_per_page: rowsPerPage } = request.query;
      const found = await searchCustomers(ctx.db, scope, { q, page, rowsPerPage });
      return { ...found, page, rows_per_page: rowsPerPage };
    },
  );

  typed[backofficeRoutes.office.method](
    backofficeRoutes.office.path,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          "An office: accounts, latest 50 orders, this year's order count used / allowed and per-product quantities used",
        security,
        ...routeSchema(backofficeRoutes.office),
      },
    },
    async (request) => {
      const staff = await requireStaff(ctx, request);
      return officeDetail(ctx.db, staffScopeOf(staff), request.params.id, {
        now: ctx.now(),
        language: staff.user.language,
      });
    },
  );

  typed[backofficeRoutes.orders.method](
    backofficeRoutes.orders.path,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Orders, newest first, filtered by creation date, status, office, customer number, rep and payment status',
        security,
        ...routeSchema(backofficeRoutes.orders),
      },
    },
    async (request) => {
      const scope = staffScopeOf(await requireStaff(ctx, request));
      const { page, rows_per_page: rowsPerPage, ...filters } = request.query;
      const found = await listOrders(ctx.db, scope, filters, { page, rowsPerPage });
      return { ...found, page, rows_per_page: rowsPerPage };
    },
  );

  const exportRoutes = {
    csv: backofficeRoutes.exportOrdersCsv,
    xlsx: backofficeRoutes.exportOrdersXlsx,
  };
  for (const format of ['csv', 'xlsx'] as const satisfies readonly OrderExportFormat[]) {
    const route = exportRoutes[format];
    typed[route.method](
      route.path,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: `The filtered order list as ${format.toUpperCase()} (streamed)`,
          security,
          ...routeSchema(route),
        },
      },
      async (request, reply) => {
        const scope = staffScopeOf(await requireStaff(ctx, request));
        const rows = allOrders(ctx.db, scope, request.query);
        const fileName = `orders-${ctx.now().toISOString().slice(0, 10)}.${format}`;
        const body = format === 'csv' ? renderOrdersCsv(rows) : renderOrdersXlsx(rows);
        return reply
          .header('content-type', orderExportContentTypes[format])
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(body as never); // bytes; the schema describes errors
      },
    );
  }

  typed[backofficeRoutes.order.method](
    backofficeRoutes.order.path,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'An order with lines, totals, office, placing user and rep (on-behalf audit) and its staff history',
        security,
        ...routeSchema(backofficeRoutes.order),
      },
    },
    async (request) => {
      const staff = await requireStaff(ctx, request);
      return orderDetail(ctx.db, staffScopeOf(staff), request.params.id, staff.user.language);
    },
  );

  typed[backofficeRoutes.setOrderStatus.method](
    backofficeRoutes.setOrderStatus.path,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Mark an order processed or in process (409 order_cancelled for a cancelled one)',
        security,
        ...routeSchema(backofficeRoutes.setOrderStatus),
      },
    },
    async (request) => {
      const staff = await requireStaff(ctx, request);
      const scope = staffScopeOf(staff);
      await setOrderStatus(ctx.db, {
        scope,
        actorUserId: staff.user.id,
        orderId: request.params.id,
        status: request.body.status,
      });
      return orderDetail(ctx.db, scope, request.params.id, staff.user.language);
    },
  );

  typed[backofficeRoutes.cancelOrder.method](
    backofficeRoutes.cancelOrder.path,
    {
      config: { access: 'staff' },
      preValidation: absentBodyAsEmptyObject,
      schema: {
        tags,
        summary:
          'Cancel an order: its stock and yearly quota are given back exactly once (409 order_cancelled the second time)',
        security,
        ...routeSchema(backofficeRoutes.cancelOrder),
      },
    },
    async (request) => {
      const staff = await requireStaff(ctx, request);
      const scope = staffScopeOf(staff);
      await cancelOrder(ctx.db, {
        scope,
        actorUserId: staff.user.id,
        orderId: request.params.id,
        now: ctx.now(),
        reason: request.body.reason,
      });
      return orderDetail(ctx.db, scope, request.params.id, staff.user.language);
    },
  );
}
