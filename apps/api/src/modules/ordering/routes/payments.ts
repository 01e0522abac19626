import { formatMoney } from '@careshop/i18n';
import {
  checkoutTokenBodySchema,
  checkoutTokenQuerySchema,
  fieldLimits,
  paymentReferenceParamsSchema,
  paymentReferenceQuerySchema,
  paymentWebhookBodySchema,
  paymentWebhookResponseSchema,
  routeSchema,
} from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
import { BadRequestError, NotFoundError } from '../../../platform/http/errors.js';
import { escapeHtml } from '../../../platform/http/escape-html.js';
import { jsonNestsDeeperThan } from '../../../platform/http/json-depth.js';
import type { OrderingDeps } from '../deps.js';
import { actingOfficeOf } from '../office-access.js';
import { assertOrderingOpen } from '../ordering-open.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import {
  findPayment,
  onlinePaymentUnavailable,
  recordCheckoutOutcome,
  recordPaymentEvent,
  settleRequestedRefunds,
  startPayment,
} from '../payments/payment-service.js';
import { type TestCheckout, webhookToleranceMs } from '../payments/test-provider.js';

const referenceParams = paymentReferenceParamsSchema;
const referenceQuery = paymentReferenceQuerySchema;
// The provider reads the fields itself (PaymentProvider.parseEvent); the route only asks for an
// object so a missing or scalar body is a 400 before any signature check.
const webhookBody = paymentWebhookBodySchema;

/**
 * Payments (ARCHITECTURE: a provider interface; built in the test checkout): start, resume, the
 * hosted test checkout with complete / cancel, the return and cancel redirects, and the webhook.
 */
export async function paymentRoutes(app: FastifyInstance, ctx: OrderingDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const paymentRoutes = { start: shopRoutes.startPayment, resume: shopRoutes.resumePayment };
  for (const action of ['start', 'resume'] as const) {
    const route = paymentRoutes[action];
    typed[route.method](
      route.path,
      {
        config: { access: 'office', officeAction: 'order' },
        schema: {
          tags: ['payments'],
          summary:
            action === 'start'
              ? 'Start online payment of my order'
              : 'Resume a canceled payment of the same order (no second order)',
          security: [{ bearer: [] }],
          ...routeSchema(route),
        },
      },
      async (request) => {
        const { office } = actingOfficeOf(request);
        const provider = ctx.payments;
        if (!provider) throw onlinePaymentUnavailable();
        // Paying is part of ordering: paused in maintenance. The provider's webhook and return
        // URLs stay open so a payment already made is still recorded.
        await assertOrderingOpen(ctx.db, office.organisationId);
        const started = await startPayment(
          ctx.db,
          office.id,
          request.body.order_id,
          ctx.now(),
          provider.id,
        );
        const base = `${ctx.config.publicUrl}/api/admin/payment`;
        const checkout = await provider.start({
          reference: started.reference,
          orderId: request.body.order_id,
          amountCents: started.amountCents,
          currency: started.currency,
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

  if (ctx.testCheckout) await testCheckoutRoutes(app, ctx, ctx.testCheckout);

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
        const payment = await findPayment(ctx.db, request.query.reference);
        if (!payment) throw new NotFoundError('Unknown payment');
        const target = payment.status === 'completed' ? 'payment-completed' : 'payment-canceled';
        return reply.redirect(`${ctx.config.publicUrl}/${target}?order=${payment.orderId}`, 303);
      },
    );
  }

  const provider = ctx.payments;
  if (provider) {
    // Providers sign the bytes they send: this route keeps the raw body beside the parsed one.
    await app.register(async (webhook) => {
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser(
        'application/json',
        { parseAs: 'string' },
        (request, body, done) => {
          const text = String(body);
          rawBodies.set(request, text);
          // The same nesting limit as every other JSON body (decision 150).
          if (jsonNestsDeeperThan(text, fieldLimits.jsonDepth)) {
            done(
              new BadRequestError(
                'body_too_deep',
                `The JSON body nests deeper than ${fieldLimits.jsonDepth} levels`,
              ),
              undefined,
            );
            return;
          }
          try {
            done(null, JSON.parse(text));
          } catch {
            done(new BadRequestError('invalid_json', 'Body is not valid JSON'), undefined);
          }
        },
      );
      webhook.withTypeProvider<ZodTypeProvider>().post(
        '/payment/webhook',
        {
          config: { access: 'public' },
          schema: {
            tags: ['payments'],
            summary:
              'Provider webhook; the test provider signs `<X-Payment-Timestamp>.<raw body>` with HMAC-SHA256 in X-Payment-Signature',
            body: webhookBody,
            response: {
              200: paymentWebhookResponseSchema,
              ...errorResponses,
            },
          },
        },
        async (request, reply) => {
          const now = ctx.now();
          provider.verifyWebhook(
            { rawBody: rawBodies.get(request) ?? '', headers: request.headers },
            now,
          );
          const event = provider.parseEvent(request.body);
          const result = await recordPaymentEvent(
            ctx.db,
            event,
            now,
            new Date(now.getTime() - 2 * webhookToleranceMs),
          );
          if (result.status === 'completed' && !result.replayed) ctx.mailer.wake();
          // A payment completed after its order was cancelled is refunded now (decision 269);
          // a replay retries a refund the provider refused before.
          await settleRefunds(ctx, provider, request.log);
          reply.header('idempotent-replayed', String(result.replayed));
          return { order_id: result.orderId, status: result.status };
        },
      );
    });
  }
}

const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * Asks the provider for the refunds requested so far (decision 269). The payment is recorded
 * whatever happens here: a failure is logged and the refund stays requested for the next call.
 */
async function settleRefunds(
  ctx: OrderingDeps,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await settleRequestedRefunds(ctx.db, provider, ctx.now);
  } catch (error) {
    log.error({ err: error }, 'refund settlement failed');
  }
}

const tokenQuery = checkoutTokenQuerySchema;
const tokenBody = checkoutTokenBodySchema;

/**
 * The test checkout's hosted page and its complete / cancel buttons (decision 130). Mounted only
 * while the test checkout is on; every step needs the signed token of the link `start` answered.
 */
async function testCheckoutRoutes(
  app: FastifyInstance,
  ctx: OrderingDeps,
  checkout: TestCheckout,
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/payment/checkout/:reference',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Built-in test checkout page (development provider; needs the link token)',
        params: referenceParams,
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const claims = checkout.verifyToken(request.query.token, request.params.reference);
      const payment = await findPayment(ctx.db, claims.reference);
      if (!payment) throw new NotFoundError('Unknown payment');
      const amount = formatMoney(claims.amountCents, 'EUR', 'fr-FR');
      const base = `/api/admin/payment/checkout/${escapeHtml(payment.reference)}`;
      const token = `<input type="hidden" name="token" value="${escapeHtml(request.query.token)}">`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test checkout</title></head><body style="font-family:system-ui;max-width:30rem;margin:3rem auto"><h1>Test checkout</h1><p>Order ${payment.orderId}: <strong>${escapeHtml(amount)}</strong> (status ${escapeHtml(payment.status)})</p><form method="post" action="${base}/complete">${token}<button type="submit">Pay (complete)</button></form><form method="post" action="${base}/cancel">${token}<button type="submit">Cancel payment</button></form></body></html>`,
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
          summary: `Test checkout: ${outcome} the payment with the link token, then go to the ${outcome === 'complete' ? 'return' : 'cancel'} URL`,
          params: referenceParams,
          body: tokenBody,
          response: errorResponses,
        },
      },
      async (request, reply) => {
        const claims = checkout.verifyToken(request.body.token, request.params.reference);
        // The test provider reports the outcome the way a real one does, then sends the browser back.
        await recordCheckoutOutcome(
          ctx.db,
          claims,
          outcome === 'complete' ? 'completed' : 'canceled',
          ctx.now(),
        );
        // A completed payment wrote the order's confirmation to the outbox (decision 237).
        if (outcome === 'complete') ctx.mailer.wake();
        if (ctx.payments) await settleRefunds(ctx, ctx.payments, request.log);
        const next = outcome === 'complete' ? 'return' : 'cancel';
        return reply.redirect(`/api/admin/payment/${next}?reference=${claims.reference}`, 303);
      },
    );
  }
}
