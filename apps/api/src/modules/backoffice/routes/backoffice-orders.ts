import {
  backofficeCustomerListSchema,
  backofficeCustomerQuerySchema,
  backofficeOfficeDetailSchema,
  backofficeOrderCancelBodySchema,
  backofficeOrderDetailSchema,
  backofficeOrderExportQuerySchema,
  backofficeOrderListSchema,
  backofficeOrderQuerySchema,
  backofficeOrderStatusBodySchema,
  idParamsSchema,
} from '@careshop/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
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

  typed.get(
    '/backoffice/customers',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Search offices and their accounts by customer number, company or account name, e-mail',
        security,
        querystring: backofficeCustomerQuerySchema,
        response: { 200: backofficeCustomerListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const scope = staffScopeOf(await requireStaff(ctx, request));
      const { q, page, rows_per_page: rowsPerPage } = request.query;
      const found = await searchCustomers(ctx.db, scope, { q, page, rowsPerPage });
      return { ...found, page, rows_per_page: rowsPerPage };
    },
  );

  typed.get(
    '/backoffice/offices/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          "An office: accounts, latest 50 orders, this year's order count used / allowed and per-product quantities used",
        security,
        params: idParamsSchema,
        response: { 200: backofficeOfficeDetailSchema, ...errorResponses },
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

  typed.get(
    '/backoffice/orders',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Orders, newest first, filtered by creation date, status, office, customer number, rep and payment status',
        security,
        querystring: backofficeOrderQuerySchema,
        response: { 200: backofficeOrderListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const scope = staffScopeOf(await requireStaff(ctx, request));
      const { page, rows_per_page: rowsPerPage, ...filters } = request.query;
      const found = await listOrders(ctx.db, scope, filters, { page, rowsPerPage });
      return { ...found, page, rows_per_page: rowsPerPage };
    },
  );

  for (const format of ['csv', 'xlsx'] as const satisfies readonly OrderExportFormat[]) {
    typed.get(
      `/backoffice/orders/export.${format}`,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: `The filtered order list as ${format.toUpperCase()} (streamed)`,
          security,
          querystring: backofficeOrderExportQuerySchema,
          response: errorResponses,
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

  typed.get(
    '/backoffice/orders/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'An order with lines, totals, office, placing user and rep (on-behalf audit) and its staff history',
        security,
        params: idParamsSchema,
        response: { 200: backofficeOrderDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = await requireStaff(ctx, request);
      return orderDetail(ctx.db, staffScopeOf(staff), request.params.id, staff.user.language);
    },
  );

  typed.post(
    '/backoffice/orders/:id/status',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Mark an order processed or in process (409 order_cancelled for a cancelled one)',
        security,
        params: idParamsSchema,
        body: backofficeOrderStatusBodySchema,
        response: { 200: backofficeOrderDetailSchema, ...errorResponses },
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

  typed.post(
    '/backoffice/orders/:id/cancel',
    {
      config: { access: 'staff' },
      preValidation: absentBodyAsEmptyObject,
      schema: {
        tags,
        summary:
          'Cancel an order: its stock and yearly quota are given back exactly once (409 order_cancelled the second time)',
        security,
        params: idParamsSchema,
        body: backofficeOrderCancelBodySchema,
        response: { 200: backofficeOrderDetailSchema, ...errorResponses },
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
