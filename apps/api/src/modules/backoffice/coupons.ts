import type {
  BackofficeCoupon,
  BackofficeCouponCreate,
  BackofficeCouponPatch,
} from '@careshop/validation';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { ConflictError, NotFoundError } from '../../platform/http/errors.js';
import { invalidField } from '../../platform/http/request-validation.js';
import { offices } from '../identity/index.js';
import { coupons, orders } from '../ordering/index.js';
import { changedFields, recordAudit } from './audit.js';
import { inStaffScope, type StaffScope, staffMaySee } from './scope.js';

type CouponRow = typeof coupons.$inferSelect;

/** Uses of each coupon: its orders that are not cancelled (decision 219). */
const usesOf = (db: Db) =>
  db
    .select({ code: orders.couponCode, organisationId: offices.organisationId, n: count().as('n') })
    .from(orders)
    .innerJoin(offices, eq(offices.id, orders.officeId))
    .where(and(sql`${orders.couponCode} is not null`, ne(orders.status, 'cancelled')))
    .groupBy(orders.couponCode, offices.organisationId)
    .as('uses');

function couponOut(row: CouponRow, timesUsed: number): BackofficeCoupon {
  return {
    code: row.code,
    organisation_id: row.organisationId,
    percent_off: row.percentOff,
    amount_off_cents: row.amountOffCents,
    valid_from: row.validFrom,
    valid_until: row.validUntil,
    usage_limit: row.usageLimit,
    times_used: timesUsed,
    not_on_bundles: row.notOnBundles,
    not_on_promo: row.notOnPromo,
    not_on_discounted: row.notOnDiscounted,
    active: row.active,
  };
}

/** The fields the audit records for a coupon. */
function auditedFields(coupon: BackofficeCoupon): Record<string, unknown> {
  const { times_used: _uses, ...fields } = coupon;
  return fields;
}

async function listRows(db: Db, scope: StaffScope, code?: string) {
  const uses = usesOf(db);
  return db
    .select({ coupon: coupons, n: uses.n })
    .from(coupons)
    .leftJoin(
      uses,
      and(eq(uses.code, coupons.code), eq(uses.organisationId, coupons.organisationId)),
    )
    .where(
      and(inStaffScope(scope, coupons.organisationId), code ? eq(coupons.code, code) : undefined),
    )
    .orderBy(asc(coupons.code));
}

/** The scope's coupons, by code. */
export async function listCoupons(db: Db, scope: StaffScope): Promise<BackofficeCoupon[]> {
  const rows = await listRows(db, scope);
  return rows.map((row) => couponOut(row.coupon, Number(row.n ?? 0)));
}

/**
 * Creates a coupon in the staff member's own organisation. Codes are unique across the shop and
 * case-sensitive: `WELCOME10` and `welcome10` are two coupons; a taken code answers 409.
 */
export async function createCoupon(
  db: Db,
  actor: { userId: number; organisationId: number },
  body: BackofficeCouponCreate,
): Promise<BackofficeCoupon> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(coupons)
      .values({
        code: body.code,
        organisationId: actor.organisationId,
        percentOff: body.percent_off ?? null,
        amountOffCents: body.amount_off_cents ?? null,
        validFrom: body.valid_from ?? null,
        validUntil: body.valid_until ?? null,
        usageLimit: body.usage_limit ?? null,
        notOnBundles: body.not_on_bundles ?? true,
        notOnPromo: body.not_on_promo ?? true,
        notOnDiscounted: body.not_on_discounted ?? true,
        active: body.active ?? true,
      })
      .onConflictDoNothing({ target: coupons.code })
      .returning();
    if (!row) {
      throw new ConflictError('conflict', 'This coupon code is taken', { field: 'code' });
    }
    const created = couponOut(row, 0);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      organisationId: row.organisationId,
      entity: 'coupon',
      entityId: row.code,
      action: 'create',
      before: null,
      after: auditedFields(created),
    });
    return created;
  });
}

/** Changes a coupon of the scope, found by its exact (case-sensitive) code; 404 otherwise. */
export async function patchCoupon(
  db: Db,
  scope: StaffScope,
  actorUserId: number,
  code: string,
  body: BackofficeCouponPatch,
): Promise<BackofficeCoupon> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
    if (!locked || !staffMaySee(scope, locked.organisationId)) {
      throw new NotFoundError('No coupon with this code');
    }
    const [current] = await listRows(tx, scope, code);
    const before = couponOut(locked, Number(current?.n ?? 0));
    const next = {
      percentOff: body.percent_off !== undefined ? body.percent_off : locked.percentOff,
      amountOffCents:
        body.amount_off_cents !== undefined ? body.amount_off_cents : locked.amountOffCents,
      validFrom: body.valid_from !== undefined ? body.valid_from : locked.validFrom,
      validUntil: body.valid_until !== undefined ? body.valid_until : locked.validUntil,
      usageLimit: body.usage_limit !== undefined ? body.usage_limit : locked.usageLimit,
      notOnBundles: body.not_on_bundles ?? locked.notOnBundles,
      notOnPromo: body.not_on_promo ?? locked.notOnPromo,
      notOnDiscounted: body.not_on_discounted ?? locked.notOnDiscounted,
      active: body.active ?? locked.active,
    };
    // The rules that span stored and sent fields, named like a schema failure.
    if ((next.percentOff === null) === (next.amountOffCents === null)) {
      throw invalidField(
        body.amount_off_cents !== undefined ? 'amount_off_cents' : 'percent_off',
        next.percentOff === null ? 'validation.required' : 'validation.invalid_value',
      );
    }
    if (next.validFrom && next.validUntil && next.validUntil < next.validFrom) {
      throw invalidField(
        body.valid_until !== undefined ? 'valid_until' : 'valid_from',
        'validation.end_before_start',
      );
    }
    const [row] = await tx.update(coupons).set(next).where(eq(coupons.code, code)).returning();
    if (!row) throw new NotFoundError('No coupon with this code');
    const after = couponOut(row, before.times_used);
    const diff = changedFields(auditedFields(before), auditedFields(after));
    if (Object.keys(diff.after).length > 0) {
      await recordAudit(tx, {
        actorUserId,
        organisationId: row.organisationId,
        entity: 'coupon',
        entityId: row.code,
        action: 'update',
        ...diff,
      });
    }
    return after;
  });
}
