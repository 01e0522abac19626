import { orderNumber, type PaymentStatus } from '@careshop/validation';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { orderLines, orders, products } from '../db/schema.js';

type OrderRow = typeof orders.$inferSelect;

/**
 * One order as the API answers it, from its row and its lines. No payment link: a payment starts
 * through the provider (`POST /payment/start`), which answers its own checkout URL (decision 130).
 */
export function orderView(
  order: OrderRow,
  lines: { partNo: string; quantity: number; unitPriceCents: number; name: string | null }[],
) {
  return {
    id: order.id,
    order_nr: orderNumber(order.id),
    created: order.createdAt.toISOString(),
    subtotal: order.subtotalCents,
    total: order.totalCents,
    tax: order.taxCents,
    shipping: order.shippingCents,
    discount: order.discountCents,
    lines: lines.map((line) => ({
      id: line.partNo,
      quantity: line.quantity,
      price_in_cents: line.unitPriceCents,
      name: line.name,
    })),
    status: order.status as 'processed' | 'in_process',
    payment_status: order.paymentStatus as PaymentStatus,
    payment_method: order.paymentMethod as 'cod' | 'invoice' | 'creditcard',
    delivery_option: order.shippingMethod as 'overnight' | 'regular' | 'standard',
    coupon_code: order.couponCode,
    shipping_address: order.shippingAddress,
    office_id: order.officeId,
    placed_by_user_id: order.userId,
    sales_rep_user_id: order.repUserId,
  };
}

export type OrderView = ReturnType<typeof orderView>;

/** Orders as the API answers them (validation's orderSchema plus office and rep). */
export async function loadOrderViews(
  db: Db,
  rows: OrderRow[],
  language: string,
): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lineRows = await db
    .select({
      orderId: orderLines.orderId,
      partNo: orderLines.partNo,
      quantity: orderLines.quantity,
      unitPriceCents: orderLines.unitPriceCents,
      translations: products.translations,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(inArray(orderLines.orderId, ids))
    .orderBy(asc(orderLines.id));
  return rows.map((row) =>
    orderView(
      row,
      lineRows
        .filter((line) => line.orderId === row.id)
        .map((line) => ({
          ...line,
          name: line.translations[language]?.name ?? line.translations.en?.name ?? null,
        })),
    ),
  );
}

/** One page of an office's orders, newest first. */
export async function listOfficeOrders(
  db: Db,
  officeId: number,
  page: number,
  rowsPerPage: number,
) {
  const [total] = await db.select({ n: count() }).from(orders).where(eq(orders.officeId, officeId));
  // A page past any real list answers empty without a query: a huge page number would overflow
  // the SQL offset.
  if ((page - 1) * rowsPerPage >= (total?.n ?? 0)) return { rows: [], total: total?.n ?? 0 };
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.officeId, officeId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(rowsPerPage)
    .offset((page - 1) * rowsPerPage);
  return { rows, total: total?.n ?? 0 };
}

/** An order of the office, or undefined (another office's order is "not found" too). */
export async function findOfficeOrder(db: Db, officeId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.officeId, officeId)))
    .limit(1);
  return row;
}
