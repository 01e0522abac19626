import { DEFAULT_STOCK, type ZoomOrderRequest } from '@careshop/validation';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { assertOrderingOpen } from '../backoffice/maintenance.js';
import type { Db } from '../db/database.js';
import { offices, products, zoomOrders } from '../db/schema.js';
import { ForbiddenError, RuleViolationError } from '../http/errors.js';
import { idempotencyClaim, runIdempotent, type StoredAnswer } from './idempotency.js';
import { type ZoomOrderView, zoomOrderView } from './zoom-order-view.js';

/** Who sends a Zoom! Delivered order, and its idempotency key. */
export interface PlaceZoomOrderInput {
  db: Db;
  now: Date;
  userId: number;
  /** The office sent for; the route's access check approved the licences. */
  officeId: number;
  idempotencyKey: string;
  body: ZoomOrderRequest;
}

/** Why a product of a Zoom! Delivered order is refused, with the quantity that is possible. */
export interface ZoomLineRefusal {
  id: string;
  requested: number;
  orderable: number;
  reason: 'cannot_order' | 'out_of_stock' | 'insufficient_stock' | 'max_product_amount_reached';
}

/** Adds up the lines that name the same product, keeping the first line's order. */
function mergeZoomLines(lines: ZoomOrderRequest['products']): { id: string; quantity: number }[] {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.id, (merged.get(line.id) ?? 0) + line.quantity);
  return [...merged].map(([id, quantity]) => ({ id, quantity }));
}

/**
 * Records a Zoom! Delivered order in one transaction with the same idempotency guarantee as a
 * shop order: the one key rule of decision 143 (own `zoom:` namespace, bound to the office). The
 * products must exist in the office's organisation and be orderable online; their rows are locked in id order, then stock and the
 * per-order maximum are checked and stock is decremented, as for a shop order
 * (docs/decisions/075-api-zoom-orders.md, amended by 120-zoom-stock-limits-and-mail.md).
 */
export async function placeZoomOrder(
  input: PlaceZoomOrderInput,
): Promise<StoredAnswer<ZoomOrderView> & { replayed: boolean }> {
  const { db, body } = input;
  const claim = idempotencyClaim({
    call: 'zoom-order',
    userId: input.userId,
    officeId: input.officeId,
    key: input.idempotencyKey,
    body,
    now: input.now,
  });
  return runIdempotent<ZoomOrderView>(db, claim, async (tx) => {
    const [office] = await tx
      .select({ organisationId: offices.organisationId })
      .from(offices)
      .where(eq(offices.id, input.officeId));
    if (!office) throw new ForbiddenError('office_unknown', 'Unknown office');
    await assertOrderingOpen(tx, office.organisationId);
    const lines = mergeZoomLines(body.products);
    const ids = lines.map((line) => line.id);
    // Locked in id order, like shop orders, so two orders never wait on each other in a cycle.
    const found = await tx
      .select({
        id: products.id,
        partNo: products.partNo,
        ctn: products.ctn,
        availability: products.availability,
        stock: products.stock,
        maxPerOrder: products.maxPerOrder,
      })
      .from(products)
      .where(
        and(
          eq(products.organisationId, office.organisationId),
          or(inArray(products.partNo, ids), inArray(products.ctn, ids)),
        ),
      )
      .orderBy(asc(products.id))
      .for('update');
    const refusals: ZoomLineRefusal[] = [];
    const decrements: { productId: number; quantity: number }[] = [];
    for (const line of lines) {
      const row =
        found.find((candidate) => candidate.partNo === line.id) ??
        found.find((candidate) => candidate.ctn === line.id);
      const refuse = (reason: ZoomLineRefusal['reason'], orderable: number) =>
        refusals.push({ id: line.id, requested: line.quantity, orderable, reason });
      if (row?.availability !== 'available') {
        refuse('cannot_order', 0);
        continue;
      }
      const stock = row.stock ?? DEFAULT_STOCK;
      if (stock < line.quantity) {
        refuse(stock === 0 ? 'out_of_stock' : 'insufficient_stock', stock);
        continue;
      }
      if (row.maxPerOrder !== null && row.maxPerOrder < line.quantity) {
        refuse('max_product_amount_reached', row.maxPerOrder);
        continue;
      }
      if (row.stock !== null) decrements.push({ productId: row.id, quantity: line.quantity });
    }
    const first = refusals[0];
    if (first) {
      throw new RuleViolationError(first.reason, zoomRefusalMessage(first.reason), {
        products: refusals.map((refusal) => refusal.id),
        lines: refusals,
      });
    }
    for (const decrement of decrements) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${decrement.quantity}` })
        .where(eq(products.id, decrement.productId));
    }
    const { products: _sent, ...patient } = body;
    const [row] = await tx
      .insert(zoomOrders)
      .values({
        officeId: input.officeId,
        userId: input.userId,
        products: lines,
        patient,
        createdAt: input.now,
      })
      .returning();
    if (!row) throw new Error('zoom order not created');
    return { statusCode: 201, body: zoomOrderView(row) };
  });
}

function zoomRefusalMessage(reason: ZoomLineRefusal['reason']): string {
  switch (reason) {
    case 'out_of_stock':
      return 'A product is out of stock';
    case 'insufficient_stock':
      return 'Not enough stock for a product';
    case 'max_product_amount_reached':
      return 'A product exceeds its maximum quantity per order';
    default:
      return 'A product cannot be sent to a patient';
  }
}
