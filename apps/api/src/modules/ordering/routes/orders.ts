import { idempotencyHeadersSchema, pageRequestSchema, routeSchema } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  renderTable,
  type TableExportFormat,
  tableExportContentTypes,
} from '../../../platform/exports/table-export.js';
import { NotFoundError } from '../../../platform/http/errors.js';
import { evaluateCoupon } from '../coupon.js';
import type { OrderingDeps } from '../deps.js';
import { evaluateCart } from '../evaluate-cart.js';
import { invoiceFileName, invoiceInput } from '../invoice.js';
import { renderInvoicePdf } from '../invoice-pdf.js';
import { memberSpending } from '../member-spending.js';
import { myOrdersTable } from '../my-orders-export.js';
import { actingOfficeOf } from '../office-access.js';
import { orderCurrency } from '../order-currency.js';
import {
  allOfficeOrders,
  findOfficeOrder,
  listOfficeOrders,
  loadOrderViews,
} from '../order-view.js';
import { onlinePaymentUnavailable } from '../payments/payment-service.js';
import { placeOrder } from '../place-order.js';

/** The Idempotency-Key header of calls that create something (decision 054). */
export const idempotencyHeaders = idempotencyHeadersSchema;

/** validation's page query: 1-based page (default 1), 1 to 100 rows (default 25). */
export const pageQuery = pageRequestSchema;

/**
 * Set on answers of calls with an Idempotency-Key: `true` when the answer is the stored first
 * answer of an earlier request with the same key (the body is then identical to that answer).
 */
export const replayedHeader = 'idempotent-replayed';

/** The acting office's read-only view of cart lines (no locks): cart check and coupon check. */
async function previewCart(
  ctx: OrderingDeps,
  request: FastifyRequest,
  lines: Parameters<typeof evaluateCart>[0]['lines'],
) {
  const { office } = actingOfficeOf(request);
  const evaluation = await evaluateCart({
    db: ctx.db,
    officeId: office.id,
    organisationId: office.organisationId,
    lines,
    now: ctx.now(),
    lockProducts: false,
  });
  return { office, evaluation };
}

/** Cart check, coupon check, order confirmation, my orders and order detail (ours, SPEC 7). */
export async function orderRoutes(app: FastifyInstance, ctx: OrderingDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  /** The currency of the office's orders, read at most once a second per host (decision 240). */
  const officeCurrency = (request: FastifyRequest, organisationId: number) =>
    ctx.readCache.get(`currency|${organisationId}|${request.hostname.toLowerCase()}`, () =>
      orderCurrency(ctx.db, organisationId, request.hostname),
    );

  typed[shopRoutes.checkCart.method](
    shopRoutes.checkCart.path,
    {
      config: { access: 'office', officeAction: 'order' },
      schema: {
        tags: ['orders'],
        summary: 'Server prices, orderable quantities and statuses for cart lines',
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.checkCart),
      },
    },
    async (request) => {
      const { office, evaluation } = await previewCart(ctx, request, request.body.lines);
      const { session, repUserId } = actingOfficeOf(request);
      // Decision 330: a member sees what is left of their own limit; a rep's orders have none.
      const memberLimit =
        repUserId === null
          ? await memberSpending(
              ctx.db,
              session.user.id,
              ctx.now(),
              await officeCurrency(request, office.organisationId),
            )
          : undefined;
      return {
        ...(memberLimit ? { member_limit: memberLimit } : {}),
        lines: evaluation.lines.map((line) => ({
          id: line.id,
          price_in_cents: line.price_in_cents,
          quantity: line.quantity,
          status: line.status,
          remaining_year_quota: line.remaining_year_quota,
          reason: line.reason,
          max_order_amount: line.product?.maxPerOrder ?? null,
        })),
        max_order_value_cents: evaluation.maxOrderValueCents,
        remaining_orders_this_year: evaluation.remainingOrdersThisYear,
        orders_this_year: evaluation.ordersThisYear,
        max_order_count_year: evaluation.organisation.maxOrderCountYear,
        violations: evaluation.violations.map((violation) => ({ ...violation })),
      };
    },
  );

  typed[shopRoutes.checkCoupon.method](
    shopRoutes.checkCoupon.path,
    {
      config: { access: 'office', officeAction: 'order' },
      schema: {
        tags: ['orders'],
        summary: 'Check a case-sensitive coupon code against the cart; answers the discount',
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.checkCoupon),
      },
    },
    async (request) => {
      const { office, evaluation } = await previewCart(ctx, request, request.body.lines);
      const coupon = await evaluateCoupon(
        ctx.db,
        office.organisationId,
        request.body.code,
        evaluation.lines,
        { now: ctx.now(), lock: false },
      );
      return { code: coupon.code, discount_cents: coupon.discountCents, message: 'coupon.added' };
    },
  );

  typed[shopRoutes.createOrder.method](
    shopRoutes.createOrder.path,
    {
      config: { access: 'office', officeAction: 'order' },
      schema: {
        tags: ['orders'],
        summary: 'Confirm the cart as an order; Idempotency-Key header required',
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.createOrder),
      },
    },
    async (request, reply) => {
      const { session, office, repUserId } = actingOfficeOf(request);
      // No online provider (production without one): card orders would stay unpaid forever.
      if (request.body.payment_method === 'creditcard' && !ctx.payments) {
        throw onlinePaymentUnavailable();
      }
      const placed = await placeOrder({
        db: ctx.db,
        now: ctx.now(),
        userId: session.user.id,
        officeId: office.id,
        repUserId,
        currency: await officeCurrency(request, office.organisationId),
        idempotencyKey: request.headers['idempotency-key'],
        body: request.body,
        language: session.user.language,
        confirmationTo: session.user.email,
        approvalExpiryDays: ctx.config.approvalExpiryDays,
        publicUrl: ctx.config.publicUrl,
      });
      // The confirmation (or the approvers' e-mails of a 202) was written to the outbox in the order's transaction; deliver it now.
      if (!placed.replayed) ctx.mailer.wake();
      return (
        reply
          // Only creations are stored (decision 076): 201 an order, 202 an approval request.
          .status(placed.statusCode)
          .header(replayedHeader, String(placed.replayed))
          .send(placed.body)
      );
    },
  );

  typed[shopRoutes.orders.method](
    shopRoutes.orders.path,
    {
      config: { access: 'office', officeAction: 'browse' },
      schema: {
        tags: ['orders'],
        summary:
          "My orders (the office's), newest first, paginated; searched by order number or product and filtered by status, payment status and dates",
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.orders),
      },
    },
    async (request) => {
      const { session, office } = actingOfficeOf(request);
      const { page, rows_per_page: rowsPerPage, ...filters } = request.query;
      const { rows, total } = await listOfficeOrders(ctx.db, office.id, filters, page, rowsPerPage);
      const items = await loadOrderViews(ctx.db, rows, session.user.language);
      return { items, page, rows_per_page: rowsPerPage, total };
    },
  );

  const exportRoutes = { csv: shopRoutes.exportOrdersCsv, xlsx: shopRoutes.exportOrdersXlsx };
  for (const format of ['csv', 'xlsx'] as const satisfies readonly TableExportFormat[]) {
    const route = exportRoutes[format];
    typed[route.method](
      route.path,
      {
        config: { access: 'office', officeAction: 'browse' },
        schema: {
          tags: ['orders'],
          summary: `My orders matching the filters as ${format.toUpperCase()}, titled in the language asked (streamed)`,
          security: [{ bearer: [] }],
          ...routeSchema(route),
        },
      },
      async (request, reply) => {
        const { session, office } = actingOfficeOf(request);
        const { language: asked, ...filters } = request.query;
        const language = asked ?? session.user.language;
        const rows = allOfficeOrders(ctx.db, office.id, filters, language);
        const fileName = `orders-${office.custNo}-${ctx.now().toISOString().slice(0, 10)}.${format}`;
        return reply
          .header('content-type', tableExportContentTypes[format])
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(renderTable(format, myOrdersTable(language), rows) as never); // bytes; the schema describes errors
      },
    );
  }

  /** One order of the acting office with its lines, in a language; another office's is 404. */
  async function officeOrder(request: FastifyRequest, id: number, language?: string) {
    const { session, office } = actingOfficeOf(request);
    const row = await findOfficeOrder(ctx.db, office.id, id);
    if (!row) throw new NotFoundError('Order not found');
    const [order] = await loadOrderViews(ctx.db, [row], language ?? session.user.language);
    if (!order) throw new NotFoundError('Order not found');
    return { order, office, language: language ?? session.user.language };
  }

  typed[shopRoutes.order.method](
    shopRoutes.order.path,
    {
      config: { access: 'office', officeAction: 'browse' },
      schema: {
        tags: ['orders'],
        summary: 'One order of my office',
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.order),
      },
    },
    async (request) => (await officeOrder(request, request.params.id)).order,
  );

  typed[shopRoutes.invoice.method](
    shopRoutes.invoice.path,
    {
      config: { access: 'office', officeAction: 'browse' },
      schema: {
        tags: ['orders'],
        summary:
          "The invoice of one order of my office (PDF), in the language asked or the account's",
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.invoice),
      },
    },
    async (request, reply) => {
      const { order, office, language } = await officeOrder(
        request,
        request.params.id,
        request.query.language,
      );
      const pdf = await renderInvoicePdf(await invoiceInput(ctx.db, order, office, language));
      // Like a leaflet: a browser's PDF viewer can be blocked by a page CSP; the bytes carry no
      // script of ours.
      reply.removeHeader('content-security-policy');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(order, language)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as never); // bytes; the schema describes errors
    },
  );
}
