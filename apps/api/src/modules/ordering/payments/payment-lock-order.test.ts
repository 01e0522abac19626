import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../../platform/http/errors.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { organisations } from '../../identity/index.js';
import { orders, payments } from '../schema.js';
import { recordPaymentEvent, startPayment } from './payment-service.js';

describe.each(testDatabaseKinds())(
  'issue 10 item 12: payment writers share the lock order on %s',
  (kind) => {
    let api: TestApi;
    let customer: string;
    beforeAll(async () => {
      api = await startTestApi(kind);
      customer = await api.login('customer@demo.test');
      await api.database.db.update(organisations).set({ maxOrderCountYear: 100 });
    });
    afterAll(async () => {
      await api.close();
    });

    it('resuming a payment while the provider reports on it never deadlocks', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/admin/order',
        headers: { authorization: customer, 'idempotency-key': randomUUID() },
        payload: {
          lines: [{ id: 'BF-002', quantity: 1 }],
          address_key: 'default',
          shipping_method: 'standard',
          payment_method: 'creditcard',
          accepted_terms: true,
          accepted_sales_terms: true,
        },
      });
      expect(response.statusCode).toBe(201);
      const orderId = response.json<{ id: number }>().id;
      const [order] = await api.database.db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw new Error('order not stored');
      // Placing an order opens no payment (decision 130): the first start does.
      await startPayment(api.database.db, order.officeId, orderId, new Date(), 'test');

      const unexpected: unknown[] = [];
      const expectedRefusal = (error: unknown) => {
        // A reference replaced by a resume in between is unknown (404): a valid outcome of the race.
        if (!(error instanceof HttpError)) unexpected.push(error);
      };
      for (let round = 0; round < 30; round += 1) {
        const [payment] = await api.database.db
          .select()
          .from(payments)
          .where(eq(payments.orderId, orderId));
        if (!payment) throw new Error('payment missing');
        // Starting a payment locks the order, then writes the payment; the provider's report used
        // to lock the payment, then write the order: a cycle on PostgreSQL.
        await Promise.all([
          startPayment(api.database.db, order.officeId, orderId, new Date(), 'test').catch(
            expectedRefusal,
          ),
          recordPaymentEvent(
            api.database.db,
            { eventId: `evt_${randomUUID()}`, reference: payment.reference, outcome: 'canceled' },
            new Date(),
            new Date(0),
          ).catch(expectedRefusal),
          startPayment(api.database.db, order.officeId, orderId, new Date(), 'test').catch(
            expectedRefusal,
          ),
        ]);
      }
      expect(unexpected).toEqual([]);
    }, 60_000);
  },
);
