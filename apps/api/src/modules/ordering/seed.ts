import type { Db } from '../../platform/db/database.js';
import { coupons, orderLines, orders } from './schema.js';

/** What the ordering seed builds on. */
export interface OrderingDemoBase {
  organisationId: number;
  users: ReadonlyArray<{ id: number; email: string; officeId: number | null }>;
  products: ReadonlyArray<{ id: number; partNo: string; priceCents: number }>;
}

/** Seeds the demo coupons and the limit account's four orders of the current year (`now`). */
export async function seedOrderingDemo(tx: Db, base: OrderingDemoBase, now: Date): Promise<void> {
  await tx.insert(coupons).values([
    { code: 'WELCOME10', organisationId: base.organisationId, percentOff: 10 },
    { code: 'SAVE5', organisationId: base.organisationId, amountOffCents: 500 },
    { code: 'EXPIRED', organisationId: base.organisationId, percentOff: 50, active: false },
  ]);

  // The limit account's office has already used this year's four orders.
  const limitUser = base.users.find((u) => u.email === 'limit@demo.test');
  const pads = base.products.find((p) => p.partNo === 'BF-002');
  if (!limitUser?.officeId || !pads) throw new Error('seed: limit account or product missing');
  const limitOfficeId = limitUser.officeId;
  for (let month = 0; month < 4; month += 1) {
    const createdAt = new Date(Date.UTC(now.getUTCFullYear(), 0, 1 + month));
    const [order] = await tx
      .insert(orders)
      .values({
        officeId: limitOfficeId,
        userId: limitUser.id,
        year: now.getUTCFullYear(),
        status: 'processed',
        shippingMethod: 'standard',
        shippingAddress: {
          name: 'Verloskundigenpraktijk De Wieg',
          address: 'Kerkstraat 20',
          city: 'Utrecht',
          postalcode: '3511',
          country: 'NL',
        },
        paymentMethod: 'invoice',
        paymentStatus: 'completed',
        subtotalCents: pads.priceCents,
        discountCents: 0,
        shippingCents: 0,
        taxCents: 0,
        totalCents: pads.priceCents,
        currency: 'EUR',
        createdAt,
      })
      .returning();
    if (!order) throw new Error('seed: order not created');
    await tx.insert(orderLines).values({
      orderId: order.id,
      productId: pads.id,
      partNo: pads.partNo,
      quantity: 1,
      unitPriceCents: pads.priceCents,
      lineTotalCents: pads.priceCents,
    });
  }
}
