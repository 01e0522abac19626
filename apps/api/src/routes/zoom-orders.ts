import {
  zoomDeliveryReference,
  zoomOrderListResponseSchema,
  zoomOrderRequestSchema,
  zoomOrderSchema,
} from '@careshop/validation';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../auth/guard.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import { users, zoomOrders } from '../db/schema.js';
import { errorResponses } from '../http/error-response.js';
import { NotFoundError } from '../http/errors.js';
import { actingOffice } from '../orders/acting-office.js';
import { placeZoomOrder } from '../orders/place-zoom-order.js';
import { zoomMailTexts } from '../orders/zoom-mail.js';
import { idempotencyHeaders, pageQuery } from './orders.js';

type ZoomRow = typeof zoomOrders.$inferSelect;

function zoomView(row: ZoomRow) {
  const patient = row.patient as Record<string, string | boolean>;
  return {
    id: row.id,
    reference: zoomDeliveryReference(row.id),
    created: row.createdAt.toISOString(),
    status: row.status as 'processed' | 'in_process',
    products: row.products,
    first_name: String(patient.first_name ?? ''),
    last_name: String(patient.last_name ?? ''),
    zip: String(patient.zip ?? ''),
    city: String(patient.city ?? ''),
    state: String(patient.state ?? ''),
    patient_scan_id: String(patient.patient_scan_id ?? ''),
  };
}

async function findZoomOrder(db: Db, id: number) {
  const [row] = await db.select().from(zoomOrders).where(eq(zoomOrders.id, id));
  return row;
}

/** Zoom! Delivered orders (decision 054): send products to a patient, list my office's. */
export async function zoomOrderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/zoom-order',
    {
      schema: {
        tags: ['zoom'],
        summary: 'Send products to a patient (Zoom! Delivered); Idempotency-Key header required',
        security: [{ bearer: [] }],
        headers: idempotencyHeaders,
        body: zoomOrderRequestSchema,
        response: { 201: zoomOrderSchema.extend({ replayed: z.boolean() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await requireSession(ctx, request);
      const { office, repUserId } = await actingOffice(ctx.db, session, request);
      const placed = await placeZoomOrder({
        db: ctx.db,
        now: ctx.now(),
        userId: session.user.id,
        officeId: office.id,
        licenseApproved: repUserId !== null || session.user.licenseStatus === 'APPROVED',
        idempotencyKey: request.headers['idempotency-key'],
        body: request.body,
      });
      const row = await findZoomOrder(ctx.db, placed.id);
      if (!row) throw new NotFoundError('Zoom! Delivered order not found');
      const view = zoomView(row);
      if (!placed.replayed) {
        // After the commit, like the shop's order confirmation: a retry never mails twice.
        const [practice] = await ctx.db
          .select({ email: users.email, language: users.language })
          .from(users)
          .where(eq(users.id, session.user.id));
        const language = practice?.language ?? 'en';
        const patientName = `${request.body.first_name} ${request.body.last_name}`;
        if (practice) {
          await ctx.mailer.send({
            to: practice.email,
            kind: 'order_confirmation',
            ...zoomMailTexts.practiceConfirmation(
              language,
              view.reference,
              patientName,
              view.products,
            ),
          });
        }
        await ctx.mailer.send({
          to: request.body.email,
          kind: 'order_confirmation',
          ...zoomMailTexts.patientShippingNotice(language, view.reference, view.products),
        });
      }
      return reply.status(201).send({ ...view, replayed: placed.replayed });
    },
  );

  typed.get(
    '/zoom-order',
    {
      schema: {
        tags: ['zoom'],
        summary: "My office's Zoom! Delivered orders, newest first, paginated",
        security: [{ bearer: [] }],
        querystring: pageQuery,
        response: { 200: zoomOrderListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await requireSession(ctx, request);
      const { office } = await actingOffice(ctx.db, session, request);
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
      return { items: rows.map(zoomView), page, rows_per_page: rowsPerPage, total: n };
    },
  );
}
