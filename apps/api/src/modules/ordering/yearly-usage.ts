import { and, count, eq, inArray, ne, type SQL, sum } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { orderLines, orders } from './schema.js';

/**
 * The orders that count against an office's yearly limits: those of the office and calendar year
 * that are not cancelled. A cancelled order gives its place and its quantities back (decision 220),
 * so the shop's limits and the back office read the same numbers from here.
 */
export function countedOrders(officeId: number, year: number): SQL | undefined {
  return and(eq(orders.officeId, officeId), eq(orders.year, year), ne(orders.status, 'cancelled'));
}

/** Orders of the office this calendar year that count against `max_order_count_year`. */
export async function ordersUsedInYear(db: Db, officeId: number, year: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(countedOrders(officeId, year));
  return row?.n ?? 0;
}

/**
 * Units of each product the office ordered in the year (counting against `max_per_year`), for the
 * given products or, without `productIds`, every product it ordered.
 */
export async function productQuantitiesUsedInYear(
  db: Db,
  officeId: number,
  year: number,
  productIds?: readonly number[],
): Promise<Map<number, number>> {
  if (productIds?.length === 0) return new Map();
  const rows = await db
    .select({
      productId: orderLines.productId,
      used: sum(orderLines.quantity).mapWith(Number),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        countedOrders(officeId, year),
        productIds ? inArray(orderLines.productId, [...productIds]) : undefined,
      ),
    )
    .groupBy(orderLines.productId);
  return new Map(rows.map((row) => [row.productId, row.used ?? 0]));
}
