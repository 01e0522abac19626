import { type LineLimitReason, limitLine } from '@careshop/cart-engine';
import { DEFAULT_STOCK, type ZoomOrderRequest } from '@careshop/validation';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { ForbiddenError, RuleViolationError } from '../../platform/http/errors.js';
import { enqueueMail } from '../../platform/mail/mailer.js';
import { products } from '../catalogue/index.js';
import { offices } from '../identity/index.js';
import { idempotencyClaim, runIdempotent, type StoredAnswer } from './idempotency.js';
import { assertOrderingOpen } from './ordering-open.js';
import { resolveLines } from './resolve-lines.js';
import { zoomOrders } from './schema.js';
import { zoomMailTexts } from './zoom-mail.js';
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
  /** The practice's e-mail address and language, for its confirmation. */
  practiceEmail: string;
  language: string;
}

/** Why a product of a Zoom! Delivered order is refused, with the quantity that is possible. */
export interface ZoomLineRefusal {
  id: string;
  requested: number;
  orderable: number;
  reason: 'cannot_order' | Exclude<LineLimitReason, 'max_product_year_reached'>;
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
    // The one lock order (docs/decisions/161-api-one-lock-order.md): the office row first, as a
    // shop order does, then the products in id order. Taking products first and the office later
    // (through the zoom_orders foreign key) deadlocked against a shop order of the same office.
    const [office] = await tx
      .select({ organisationId: offices.organisationId })
      .from(offices)
      .where(eq(offices.id, input.officeId))
      .for('update');
    if (!office) throw new ForbiddenError('office_unknown', 'Unknown office');
    await assertOrderingOpen(tx, office.organisationId);
    // One line per product, whichever of its identifiers named it (part number or ctn), locked in
    // id order: a product named twice cannot dodge its stock or per-order maximum.
    const { lines: resolved } = await resolveLines(tx, office.organisationId, body.products, {
      lock: true,
    });
    const lines = resolved.map((line) => ({ id: line.id, quantity: line.quantity }));
    const refusals: ZoomLineRefusal[] = [];
    const decrements: { productId: number; quantity: number }[] = [];
    for (const line of resolved) {
      const row = line.product;
      const refuse = (reason: ZoomLineRefusal['reason'], orderable: number) =>
        refusals.push({ id: line.id, requested: line.quantity, orderable, reason });
      if (row?.availability !== 'available') {
        refuse('cannot_order', 0);
        continue;
      }
      // cart-engine's one line-limit rule, shared with shop orders (decision 155); Zoom! has no
      // yearly quota and sends a line whole or not at all.
      const { orderable, reason } = limitLine({
        requested: line.quantity,
        stock: row.stock ?? DEFAULT_STOCK,
        maxPerOrder: row.maxPerOrder,
      });
      if (reason && reason !== 'max_product_year_reached') {
        refuse(reason, orderable);
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
    const view = zoomOrderView(row);
    // Both e-mails are written in the order's transaction (decision 162): they exist exactly when
    // the order does, and a retry (replayed answer) never writes them again.
    const patientName = `${body.first_name} ${body.last_name}`;
    await enqueueMail(tx, {
      to: input.practiceEmail,
      kind: 'zoom_confirmation',
      ...zoomMailTexts.practiceConfirmation(
        input.language,
        view.reference,
        patientName,
        view.products,
      ),
    });
    await enqueueMail(tx, {
      to: body.email,
      kind: 'zoom_shipping_notice',
      ...zoomMailTexts.patientShippingNotice(input.language, view.reference, view.products),
    });
    return { statusCode: 201, body: view };
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
