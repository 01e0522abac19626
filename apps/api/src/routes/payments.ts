import { paymentRequestSchema, paymentStartResponseSchema } from '@careshop/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingOfficeOf } from '../auth/access.js';
import { assertOrderingOpen } from '../backoffice/maintenance.js';
import type { AppContext } from '../context.js';
import { payments } from '../db/schema.js';
import { errorResponses } from '../http/error-response.js';
import { NotFoundError } from '../http/errors.js';
import { recordPaymentOutcome, startPayment } from '../payments/payment-service.js';

const referenceParams = z.strictObject({
  reference: z.string().regex(/^pay_[\w-]{10,64}$/, 'reference is not a payment reference'),
});
const referenceQuery = z.strictObject({
  reference: z.string().regex(/^pay_[\w-]{10,64}$/, 'reference is not a payment reference'),
});
// The provider reads the fields itself (PaymentProvider.parseEvent); the route only asks for an
// object so a missing or scalar body is a 400 before any signature check.
const webhookBody = z.record(z.string(), z.unknown(), { error: 'body must be a JSON object' });

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Payments (ARCHITECTURE: a provider interface; built in the test checkout): start, resume, the
 * hosted test checkout with complete / cancel, the return and cancel redirects, and the webhook.
 */
export async function paymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  for (const action of ['start', 'resume'] as const) {
    typed.post(
      `/payment/${action}`,
      {
        config: { access: 'office' },
        schema: {
          tags: ['payments'],
          summary:
            action === 'start'
              ? 'Start online payment of my order'
              : 'Resume a canceled payment of the same order (no second order)',
          security: [{ bearer: [] }],
          body: paymentRequestSchema,
          response: { 200: paymentStartResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { office } = actingOfficeOf(request);
        // Paying is part of ordering: paused in maintenance. The provider's webhook and return
        // URLs stay open so a payment already made is still recorded.
        await assertOrderingOpen(ctx.db, office.organisationId);
        const started = await startPayment(
          ctx.db,
          office.id,
          request.body.order_id,
          ctx.now(),
          ctx.payments.id,
        );
        const base = `${ctx.config.publicUrl}/api/admin/payment`;
        const checkout = await ctx.payments.start({
          reference: started.reference,
          orderId: request.body.order_id,
          amountCents: started.amountCents,
          currency: 'EUR',
          returnUrl: `${base}/return?reference=${started.reference}`,
          cancelUrl: `${base}/cancel?reference=${started.reference}`,
          webhookUrl: `${base}/webhook`,
        });
        return {
          order_id: request.body.order_id,
          status: 'pending' as const,
          payment_url: checkout.redirectUrl,
          amount_cents: started.amountCents,
        };
      },
    );
  }

  typed.get(
    '/payment/checkout/:reference',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Built-in test checkout page',
        params: referenceParams,
      },
    },
    async (request, reply) => {
      const [payment] = await ctx.db
        .select()
        .from(payments)
        .where(eq(payments.reference, request.params.reference));
      if (!payment) throw new NotFoundError('Unknown payment');
      const amount = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(
        payment.amountCents / 100,
      );
      const base = `/api/admin/payment/checkout/${escapeHtml(payment.reference)}`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test checkout</title></head><body style="font-family:system-ui;max-width:30rem;margin:3rem auto"><h1>Test checkout</h1><p>Order ${payment.orderId}: <strong>${escapeHtml(amount)}</strong> (status ${escapeHtml(payment.status)})</p><form method="post" action="${base}/complete"><button type="submit">Pay (complete)</button></form><form method="post" action="${base}/cancel"><button type="submit">Cancel payment</button></form></body></html>`,
        );
    },
  );

  for (const outcome of ['complete', 'cancel'] as const) {
    typed.post(
      `/payment/checkout/:reference/${outcome}`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          summary: `Test checkout: ${outcome} the payment, then go to the ${outcome === 'complete' ? 'return' : 'cancel'} URL`,
          params: referenceParams,
        },
      },
      async (request, reply) => {
        // The test provider reports the outcome the way a real one does, then sends the browser back.
        await recordPaymentOutcome(
          ctx.db,
          request.params.reference,
          outcome === 'complete' ? 'completed' : 'canceled',
          ctx.now(),
        );
        const next = outcome === 'complete' ? 'return' : 'cancel';
        return reply.redirect(
          `/api/admin/payment/${next}?reference=${request.params.reference}`,
          303,
        );
      },
    );
  }

  for (const page of ['return', 'cancel'] as const) {
    typed.get(
      `/payment/${page}`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          summary: `Provider ${page} URL: sends the browser to the shop's payment ${page === 'return' ? 'completed' : 'canceled'} page`,
          querystring: referenceQuery,
        },
      },
      async (request, reply) => {
        const [payment] = await ctx.db
          .select()
          .from(payments)
          .where(eq(payments.reference, request.query.reference));
        if (!payment) throw new NotFoundError('Unknown payment');
        const target = payment.status === 'completed' ? 'payment-completed' : 'payment-canceled';
        return reply.redirect(`${ctx.config.publicUrl}/${target}?order=${payment.orderId}`, 303);
      },
    );
  }

  typed.post(
    '/payment/webhook',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary:
          'Provider webhook; the test provider signs the body with HMAC-SHA256 in X-Payment-Signature',
        body: webhookBody,
        response: {
          200: z.object({ order_id: z.number(), status: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      ctx.payments.verifyWebhook(request);
      const event = ctx.payments.parseEvent(request.body);
      const result = await recordPaymentOutcome(ctx.db, event.reference, event.outcome, ctx.now());
      return { order_id: result.orderId, status: result.status };
    },
  );
}
