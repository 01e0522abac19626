import {
  type MyOrderQuery,
  ORDER_NUMBER_DIGITS,
  orderNumber,
  type PaymentStatus,
} from '@careshop/validation';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/like-pattern.js';
import { products } from '../catalogue/index.js';
import { newestOrdersInBatches } from './order-batches.js';
import { orderLines, orders } from './schema.js';

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
    po_number: order.poNumber,
    note: order.note,
    shipping_address: { ...order.shippingAddress },
    office_id: order.officeId,
    placed_by_user_id: order.userId,
    sales_rep_user_id: order.repUserId,
  };
}

export type OrderView = ReturnType<typeof orderView>;

/** An order as the exports read it: its view and the currency of its amounts (decision 226). */
export type ExportedOrder = OrderView & { currency: string };

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

/** The filters of my orders (validation's `myOrderFilterFields`), every one optional. */
export type OfficeOrderFilters = Pick<
  MyOrderQuery,
  'q' | 'status' | 'payment_status' | 'from' | 'to'
>;

function startOfDay(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

function dayAfter(date: string): Date {
  const day = startOfDay(date);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/**
 * The WHERE of an office's orders under the filters (decision 230). `q` matches part of the
 * eight-digit order number, or part of a line's part number, product code, SKU or product name in
 * any language; `from` and `to` are whole UTC days, inclusive.
 */
function officeOrderConditions(officeId: number, filters: OfficeOrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(orders.officeId, officeId),
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.payment_status ? eq(orders.paymentStatus, filters.payment_status) : undefined,
    filters.from ? gte(orders.createdAt, startOfDay(filters.from)) : undefined,
    filters.to ? lt(orders.createdAt, dayAfter(filters.to)) : undefined,
  ];
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    const productMatch = sql`exists (
      select 1 from ${orderLines}
      inner join ${products} on ${products.id} = ${orderLines.productId}
      where ${orderLines.orderId} = ${orders.id}
        and (${orderLines.partNo} ilike ${pattern}
          or ${products.ctn} ilike ${pattern}
          or ${products.sku} ilike ${pattern}
          or exists (
            select 1 from jsonb_each(${products.translations}) as translation(language, text)
            where translation.text ->> 'name' ilike ${pattern}
          ))
    )`;
    const id = sql`cast(${orders.id} as text)`;
    const numberMatch = sql`lpad(${id}, greatest(${sql.raw(String(ORDER_NUMBER_DIGITS))}, length(${id})), '0') like ${pattern}`;
    conditions.push(or(numberMatch, productMatch));
  }
  return and(...conditions.filter((condition): condition is SQL => condition !== undefined));
}

/** One page of an office's orders matching the filters, newest first. */
export async function listOfficeOrders(
  db: Db,
  officeId: number,
  filters: OfficeOrderFilters,
  page: number,
  rowsPerPage: number,
) {
  const where = officeOrderConditions(officeId, filters);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  // A page past any real list answers empty without a query: a huge page number would overflow
  // the SQL offset.
  if ((page - 1) * rowsPerPage >= (total?.n ?? 0)) return { rows: [], total: total?.n ?? 0 };
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(rowsPerPage)
    .offset((page - 1) * rowsPerPage);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Every order of the office matching the filters, newest first, with its lines, read in batches
 * by keyset (created, id) so an export holds one batch in memory at a time.
 */
export async function* allOfficeOrders(
  db: Db,
  officeId: number,
  filters: OfficeOrderFilters,
  language: string,
  batchSize = 200,
): AsyncGenerator<ExportedOrder> {
  const where = officeOrderConditions(officeId, filters);
  const batches = newestOrdersInBatches(
    (after) =>
      db
        .select()
        .from(orders)
        .where(and(where, after))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(batchSize),
    (row) => row,
    batchSize,
  );
  for await (const rows of batches) {
    const views = await loadOrderViews(db, rows, language);
    for (const [index, view] of views.entries()) {
      yield { ...view, currency: rows[index]?.currency ?? 'EUR' };
    }
  }
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

/**
 * The office's latest 100 orders with their creation time, newest first, cancelled ones left out
 * (decision 220): the `orders` of the user view, which the apps read for the yearly-limit banner.
 */
export function recentOfficeOrders(
  db: Db,
  officeId: number,
): Promise<Array<{ id: number; createdAt: Date }>> {
  return db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.officeId, officeId), ne(orders.status, 'cancelled')))
    .orderBy(desc(orders.createdAt))
    .limit(100);
}
