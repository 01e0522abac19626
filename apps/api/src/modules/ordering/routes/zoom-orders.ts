import { routeSchema } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OrderingDeps } from '../deps.js';
import { actingOfficeOf } from '../office-access.js';
import { placeZoomOrder } from '../place-zoom-order.js';
import { listZoomOrders } from '../zoom-order-list.js';
import { replayedHeader } from './orders.js';

/** Zoom! Delivered orders (decision 054): send products to a patient, list my office's. */
export async function zoomOrderRoutes(app: FastifyInstance, ctx: OrderingDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed[shopRoutes.createZoomOrder.method](
    shopRoutes.createZoomOrder.path,
    {
      config: { access: 'office', officeAction: 'order' },
      schema: {
        tags: ['zoom'],
        summary: 'Send products to a patient (Zoom! Delivered); Idempotency-Key header required',
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.createZoomOrder),
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

  typed[shopRoutes.zoomOrders.method](
    shopRoutes.zoomOrders.path,
    {
      config: { access: 'office', officeAction: 'browse' },
      schema: {
        tags: ['zoom'],
        summary: "My office's Zoom! Delivered orders, newest first, paginated",
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.zoomOrders),
      },
    },
    async (request) => {
      const { office } = actingOfficeOf(request);
      const { page, rows_per_page: rowsPerPage } = request.query;
      return listZoomOrders(ctx.db, office.id, page, rowsPerPage);
    },
  );
}
