import {
  zoomOrderListResponseSchema,
  zoomOrderRequestSchema,
  zoomOrderSchema,
} from '@careshop/validation';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
import type { OrderingDeps } from '../deps.js';
import { actingOfficeOf } from '../office-access.js';
import { placeZoomOrder } from '../place-zoom-order.js';
import { zoomOrders } from '../schema.js';
import { zoomOrderView } from '../zoom-order-view.js';
import { idempotencyHeaders, pageQuery, replayedHeader } from './orders.js';

/** Zoom! Delivered orders (decision 054): send products to a patient, list my office's. */
export async function zoomOrderRoutes(app: FastifyInstance, ctx: OrderingDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/zoom-order',
    {
      config: { access: 'office' },
      schema: {
        tags: ['zoom'],
        summary: 'Send products to a patient (Zoom! Delivered); Idempotency-Key header required',
        security: [{ bearer: [] }],
        headers: idempotencyHeaders,
        body: zoomOrderRequestSchema,
        response: { 201: zoomOrderSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { session, office } = actingOfficeOf(request);
      const placed = await placeZoomOrder({
        db: ctx.db,
        now: ctx.now(),
        userId: session.user.id,
        officeId: office.id,
        idempotencyKey: request.headers['idempotency-key'],
        body: request.body,
        practiceEmail: session.user.email,
        language: session.user.language,
      });
      // Both e-mails were written to the outbox in the order's transaction; deliver them now.
      if (!placed.replayed) ctx.mailer.wake();
      return reply
        .status(placed.statusCode as 201) // only creations are stored (decision 076)
        .header(replayedHeader, String(placed.replayed))
        .send(placed.body);
    },
  );

  typed.get(
    '/zoom-order',
    {
      config: { access: 'office' },
      schema: {
        tags: ['zoom'],
        summary: "My office's Zoom! Delivered orders, newest first, paginated",
        security: [{ bearer: [] }],
        querystring: pageQuery,
        response: { 200: zoomOrderListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { office } = actingOfficeOf(request);
      const { page, rows_per_page: rowsPerPage } = request.query;
      const [total] = await ctx.db
        .select({ n: count() })
        .from(zoomOrders)
        .where(eq(zoomOrders.officeId, office.id));
      const n = total?.n ?? 0;
      // Past the last page: no query, so a huge page number cannot overflow the SQL offset.
      if ((page - 1) * rowsPerPage >= n)
        return { items: [], page, rows_per_page: rowsPerPage, total: n };
      const rows = await ctx.db
        .select()
        .from(zoomOrders)
        .where(eq(zoomOrders.officeId, office.id))
        .orderBy(desc(zoomOrders.id))
        .limit(rowsPerPage)
        .offset((page - 1) * rowsPerPage);
      return { items: rows.map(zoomOrderView), page, rows_per_page: rowsPerPage, total: n };
    },
  );
}
