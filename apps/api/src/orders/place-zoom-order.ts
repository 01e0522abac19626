import { createHash } from 'node:crypto';
import { canonicalJson } from '@careshop/api-client';
import type { ZoomOrderRequest } from '@careshop/validation';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { offices, organisations, products, shopConfigs, zoomOrders } from '../db/schema.js';
import { ForbiddenError, RuleViolationError } from '../http/errors.js';
import { claimIdempotencyKey, IdempotentReplay, storeIdempotentResponse } from './idempotency.js';
import { MaintenanceError } from './place-order.js';

/** Who sends a Zoom! Delivered order, and its idempotency key. */
export interface PlaceZoomOrderInput {
  db: Db;
  now: Date;
  userId: number;
  officeId: number;
  licenseApproved: boolean;
  idempotencyKey: string;
  body: ZoomOrderRequest;
}

/**
 * Records a Zoom! Delivered order in one transaction with the same idempotency guarantee as a
 * shop order (keys live in their own `zoom:` namespace). The products must exist in the office's
 * organisation and be orderable online; stock and quotas are the shop's, not the patient
 * program's (docs/decisions/075-api-zoom-orders.md).
 */
export async function placeZoomOrder(
  input: PlaceZoomOrderInput,
): Promise<{ id: number; replayed: boolean }> {
  const { db, body } = input;
  const key = `zoom:${input.idempotencyKey}`;
  const hash = createHash('sha256').update(canonicalJson(body)).digest('hex');
  try {
    const id = await db.transaction(async (tx) => {
      await claimIdempotencyKey(tx, input.userId, key, hash, input.now);
      const [office] = await tx
        .select({
          organisationId: offices.organisationId,
          maintenance: organisations.maintenanceMode,
        })
        .from(offices)
        .innerJoin(organisations, eq(organisations.id, offices.organisationId))
        .where(eq(offices.id, input.officeId));
      if (!office) throw new ForbiddenError('office_unknown', 'Unknown office');
      const [shop] = await tx
        .select({ maintenance: shopConfigs.maintenanceMode })
        .from(shopConfigs)
        .where(eq(shopConfigs.organisationId, office.organisationId))
        .limit(1);
      if (office.maintenance || shop?.maintenance) throw new MaintenanceError();
      if (!input.licenseApproved) {
        throw new ForbiddenError(
          'license_not_approved',
          'Your licence number is awaiting approval',
        );
      }
      const ids = body.products.map((product) => product.id);
      const found = await tx
        .select({ partNo: products.partNo, ctn: products.ctn, availability: products.availability })
        .from(products)
        .where(
          and(
            eq(products.organisationId, office.organisationId),
            or(inArray(products.partNo, ids), inArray(products.ctn, ids)),
          ),
        );
      const unknown = ids.filter(
        (id) =>
          !found.some(
            (row) => (row.partNo === id || row.ctn === id) && row.availability === 'available',
          ),
      );
      if (unknown.length > 0) {
        throw new RuleViolationError('cannot_order', 'A product cannot be sent to a patient', {
          products: unknown,
        });
      }
      const { products: lines, ...patient } = body;
      const [row] = await tx
        .insert(zoomOrders)
        .values({
          officeId: input.officeId,
          userId: input.userId,
          products: lines,
          patient,
          createdAt: input.now,
        })
        .returning({ id: zoomOrders.id });
      if (!row) throw new Error('zoom order not created');
      await storeIdempotentResponse(tx, input.userId, key, { zoom_order_id: row.id });
      return row.id;
    });
    return { id, replayed: false };
  } catch (error) {
    if (error instanceof IdempotentReplay) {
      return { id: Number(error.response.zoom_order_id), replayed: true };
    }
    throw error;
  }
}
