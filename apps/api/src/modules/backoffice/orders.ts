import type {
  BackofficeOrderDetail,
  BackofficeOrderExportQuery,
  BackofficeOrderSummary,
} from '@careshop/validation';
import { orderNumber } from '@careshop/validation';
import { and, asc, count, desc, eq, gte, isNotNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.js';
import { ConflictError, NotFoundError } from '../../platform/http/errors.js';
import { products } from '../catalogue/index.js';
import { offices, users } from '../identity/index.js';
import { newestOrdersInBatches, orderLines, orders, paymentRefunds } from '../ordering/index.js';
import { recordAudit } from './audit.js';
import { auditLog } from './schema.js';
import { inStaffScope, type StaffScope, staffMaySee } from './scope.js';

/** The list's filters (decision 220); every one optional. */
export type OrderFilters = BackofficeOrderExportQuery;

// `alias` (not `aliasedTable`): two aliases of one table in a join need their own names in the type.
const placedBy = alias(users, 'placed_by');
const rep = alias(users, 'rep');

const summaryColumns = {
  order: orders,
  office: { id: offices.id, custNo: offices.custNo, companyName: offices.companyName },
  organisationId: offices.organisationId,
  placedBy: {
    id: placedBy.id,
    email: placedBy.email,
    firstName: placedBy.firstName,
    lastName: placedBy.lastName,
  },
  rep: { id: rep.id, email: rep.email, firstName: rep.firstName, lastName: rep.lastName },
};

type SummaryRow = {
  order: typeof orders.$inferSelect;
  office: { id: number; custNo: string; companyName: string };
  organisationId: number;
  placedBy: { id: number; email: string; firstName: string; lastName: string };
  rep: { id: number; email: string; firstName: string; lastName: string } | null;
};

function nextDay(date: string): Date {
  const day = new Date(`${date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/** The WHERE of the filters within the scope. `from` and `to` are whole UTC days, inclusive. */
function filterConditions(scope: StaffScope, filters: OrderFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [
    inStaffScope(scope, offices.organisationId),
    filters.from ? gte(orders.createdAt, new Date(`${filters.from}T00:00:00.000Z`)) : undefined,
    filters.to ? lt(orders.createdAt, nextDay(filters.to)) : undefined,
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.office ? eq(orders.officeId, filters.office) : undefined,
    filters.cust_no ? eq(offices.custNo, filters.cust_no) : undefined,
    filters.rep ? eq(orders.repUserId, filters.rep) : undefined,
    filters.payment_status ? eq(orders.paymentStatus, filters.payment_status) : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

function summaryQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(offices, eq(offices.id, orders.officeId))
    .innerJoin(placedBy, eq(placedBy.id, orders.userId))
    .leftJoin(rep, eq(rep.id, orders.repUserId));
}

function personOf(user: { id: number; email: string; firstName: string; lastName: string }) {
  return {
    id: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
  };
}

function summaryOf(row: SummaryRow): BackofficeOrderSummary {
  const { order } = row;
  return {
    id: order.id,
    order_nr: orderNumber(order.id),
    created: order.createdAt.toISOString(),
    status: order.status as BackofficeOrderSummary['status'],
    payment_status: order.paymentStatus as BackofficeOrderSummary['payment_status'],
    payment_method: order.paymentMethod as BackofficeOrderSummary['payment_method'],
    delivery_option: order.shippingMethod as BackofficeOrderSummary['delivery_option'],
    total: order.totalCents,
    currency: order.currency,
    office: { id: row.office.id, cust_no: row.office.custNo, company_name: row.office.companyName },
    placed_by: personOf(row.placedBy),
    rep: row.rep ? personOf(row.rep) : null,
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
  };
}

/** One page of the orders in scope matching the filters, newest first. */
export async function listOrders(
  db: Db,
  scope: StaffScope,
  filters: OrderFilters,
  page: { page: number; rowsPerPage: number },
): Promise<{ items: BackofficeOrderSummary[]; total: number }> {
  const where = and(...filterConditions(scope, filters));
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(offices, eq(offices.id, orders.officeId))
    .where(where);
  const n = total?.n ?? 0;
  // A page past the list answers empty without a query (a huge offset would overflow).
  if ((page.page - 1) * page.rowsPerPage >= n) return { items: [], total: n };
  const rows = await summaryQuery(db)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.rowsPerPage)
    .offset((page.page - 1) * page.rowsPerPage);
  return { items: rows.map(summaryOf), total: n };
}

/**
 * Every order matching the filters, newest first, read in batches by keyset (created, id) so an
 * export of any size holds one batch in memory at a time.
 */
export async function* allOrders(
  db: Db,
  scope: StaffScope,
  filters: OrderFilters,
  batchSize = 500,
): AsyncGenerator<BackofficeOrderDetailRow> {
  const conditions = filterConditions(scope, filters);
  const batches = newestOrdersInBatches(
    (after) =>
      summaryQuery(db)
        .where(and(...conditions, after))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(batchSize),
    (row) => row.order,
    batchSize,
  );
  for await (const rows of batches) {
    for (const row of rows) yield { summary: summaryOf(row), order: row.order };
  }
}

/** An exported order: its list fields and its stored amounts. */
export interface BackofficeOrderDetailRow {
  summary: BackofficeOrderSummary;
  order: typeof orders.$inferSelect;
}

/** The order with its lines, totals, office, placing user, rep and staff history; 404 outside the scope. */
export async function orderDetail(
  db: Db,
  scope: StaffScope,
  orderId: number,
  language: string,
): Promise<BackofficeOrderDetail> {
  const [row] = await summaryQuery(db).where(eq(orders.id, orderId)).limit(1);
  if (!row || !staffMaySee(scope, row.organisationId)) throw new NotFoundError('Order not found');
  const lines = await db
    .select({
      productId: orderLines.productId,
      partNo: orderLines.partNo,
      quantity: orderLines.quantity,
      unitPriceCents: orderLines.unitPriceCents,
      lineTotalCents: orderLines.lineTotalCents,
      translations: products.translations,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const history = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actor: users.email,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))))
    .orderBy(asc(auditLog.id));
  const [late] = await db
    .select()
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.orderId, orderId),
        eq(paymentRefunds.reason, 'paid_after_cancellation'),
      ),
    )
    .orderBy(desc(paymentRefunds.id))
    .limit(1);
  const { order } = row;
  return {
    ...summaryOf(row),
    subtotal: order.subtotalCents,
    discount: order.discountCents,
    shipping: order.shippingCents,
    tax: order.taxCents,
    coupon_code: order.couponCode,
    po_number: order.poNumber,
    note: order.note,
    shipping_address: { ...order.shippingAddress },
    lines: lines.map((line) => ({
      product_id: line.productId,
      part_no: line.partNo,
      name: line.translations[language]?.name ?? line.translations.en?.name ?? null,
      quantity: line.quantity,
      price_in_cents: line.unitPriceCents,
      line_total: line.lineTotalCents,
    })),
    history: history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    late_payment: late
      ? {
          amount: late.amountCents,
          currency: late.currency,
          received_at: late.paymentReceivedAt.toISOString(),
          refund_status: late.status as 'requested' | 'refunded',
          refunded_at: late.refundedAt?.toISOString() ?? null,
          refund_reference: late.providerRefundId,
        }
      : null,
  };
}

/** The order and its organisation, locked for this transaction; 404 outside the scope. */
async function lockedOrder(tx: Db, scope: StaffScope, orderId: number) {
  const [row] = await tx
    .select({ order: orders, organisationId: offices.organisationId })
    .from(orders)
    .innerJoin(offices, eq(offices.id, orders.officeId))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  if (!row || !staffMaySee(scope, row.organisationId)) throw new NotFoundError('Order not found');
  return row;
}

function cancelledConflict(): ConflictError {
  return new ConflictError('order_cancelled', 'This order is cancelled');
}

/**
 * Marks an order processed or in process, audited in the same transaction. Setting the status it
 * already has changes and records nothing; a cancelled order stays cancelled (409).
 */
export async function setOrderStatus(
  db: Db,
  input: {
    scope: StaffScope;
    actorUserId: number;
    orderId: number;
    status: 'processed' | 'in_process';
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { order, organisationId } = await lockedOrder(tx, input.scope, input.orderId);
    if (order.status === 'cancelled') throw cancelledConflict();
    if (order.status === input.status) return;
    await tx.update(orders).set({ status: input.status }).where(eq(orders.id, order.id));
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      organisationId,
      entity: 'order',
      entityId: order.id,
      action: 'status',
      before: { status: order.status },
      after: { status: input.status },
    });
  });
}

/**
 * What a cancelled order owes (decision 268): nothing. A payment still `pending` (a card payment
 * not made) or `due` (an invoice or cash on delivery not paid) becomes `canceled`; a `completed`
 * payment stays completed (the money was taken), and so does an already `canceled` one. Written
 * once, when the order is cancelled, so the staff list, the order detail, the filters, both
 * exports and the shop's own order list all read the same stored state.
 */
function paymentStatusOnCancel(current: typeof orders.paymentStatus): SQL {
  return sql`case when ${current} in ('pending', 'due') then 'canceled' else ${current} end`;
}

/**
 * Cancels an order and gives its stock back, exactly once (decision 218 Rules): one conditional
 * UPDATE turns the status to cancelled; only the transaction whose UPDATE returned the row adds
 * the lines' quantities back to stock, so two cancels racing give it back once (the loser waits on
 * the row and then finds it cancelled: 409). The yearly order count and per-product quotas count
 * orders that are not cancelled, so they come back with the status. What was still to pay is no
 * longer due ({@link paymentStatusOnCancel}).
 *
 * Lock order as placing an order (decision 161): office row, then products in ascending id.
 */
export async function cancelOrder(
  db: Db,
  input: {
    scope: StaffScope;
    actorUserId: number;
    orderId: number;
    now: Date;
    reason?: string | undefined;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ officeId: orders.officeId, organisationId: offices.organisationId })
      .from(orders)
      .innerJoin(offices, eq(offices.id, orders.officeId))
      .where(eq(orders.id, input.orderId));
    if (!found || !staffMaySee(input.scope, found.organisationId)) {
      throw new NotFoundError('Order not found');
    }
    await tx
      .select({ id: offices.id })
      .from(offices)
      .where(eq(offices.id, found.officeId))
      .for('update');
    const [before] = await tx
      .select({ status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, input.orderId));
    const [cancelled] = await tx
      .update(orders)
      .set({
        status: 'cancelled',
        cancelledAt: input.now,
        paymentStatus: paymentStatusOnCancel(orders.paymentStatus),
      })
      .where(and(eq(orders.id, input.orderId), ne(orders.status, 'cancelled')))
      .returning({ id: orders.id, paymentStatus: orders.paymentStatus });
    if (!cancelled) throw cancelledConflict();

    const lines = await tx
      .select({ productId: orderLines.productId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, input.orderId));
    const byProduct = new Map<number, number>();
    for (const line of lines) {
      byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
    }
    const returned: { part_no: string; quantity: number }[] = [];
    for (const [productId, quantity] of [...byProduct].sort(([a], [b]) => a - b)) {
      if (quantity <= 0) continue;
      // Ordering took stock only from products with a known stock; the same ones get it back.
      const [product] = await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${quantity}` })
        .where(and(eq(products.id, productId), isNotNull(products.stock)))
        .returning({ partNo: products.partNo });
      if (product) returned.push({ part_no: product.partNo, quantity });
    }
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      organisationId: found.organisationId,
      entity: 'order',
      entityId: input.orderId,
      action: 'cancel',
      before: { status: before?.status ?? null, payment_status: before?.paymentStatus ?? null },
      after: {
        status: 'cancelled',
        payment_status: cancelled.paymentStatus,
        stock_returned: returned,
        ...(input.reason ? { reason: input.reason } : {}),
      },
    });
  });
}
