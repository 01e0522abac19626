import { and, eq, exists } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { ForbiddenError, NotFoundError, RuleViolationError } from '../../platform/http/errors.js';
import type { AuthSession } from '../identity/index.js';
import { offices, users } from '../identity/index.js';
import type { OrderingDeps } from './deps.js';

/** The header the api-client sends with the chosen office's customer number (SPEC 4). */
export const orderOnBehalfHeader = 'x-order-on-behalf';

/** Who an order is for: the office, the ordering user, and the rep when on behalf. */
export interface ActingOffice {
  office: typeof offices.$inferSelect;
  /** The sales rep placing it on behalf of the office, else null. */
  repUserId: number | null;
}

/** The office of the organisation with this customer number, else 404 (foreign offices too). */
export async function findOfficeForRep(
  db: Db,
  organisationId: number,
  custNo: string,
): Promise<typeof offices.$inferSelect> {
  const [office] = await db
    .select()
    .from(offices)
    .where(and(eq(offices.custNo, custNo), eq(offices.organisationId, organisationId)))
    .limit(1);
  if (!office) throw new NotFoundError('Could not set this office for order on behalf');
  return office;
}

/**
 * The condition "the office's licence is approved": staff approved the licence of at least one of
 * its customer accounts (decision 141). An office nobody of which was approved is not open to
 * orders.
 */
export function officeApprovedCondition(db: Db) {
  return exists(
    db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.officeId, offices.id),
          eq(users.role, 'customer'),
          eq(users.licenseStatus, 'APPROVED'),
        ),
      ),
  );
}

/** True when the office's licence is approved ({@link officeApprovedCondition}). */
export async function officeLicenseApproved(db: Db, officeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: offices.id })
    .from(offices)
    .where(and(eq(offices.id, officeId), officeApprovedCondition(db)));
  return row !== undefined;
}

/** 403 for acting for an office whose licence is not approved (a rep's chosen office). */
export class OfficeLicenseNotApprovedError extends ForbiddenError {
  constructor() {
    super(
      'license_not_approved',
      "This office's licence is awaiting approval; nobody can order for it yet",
    );
  }
}

/** 403 for an account whose own licence is not approved: it sees nothing of an office. */
export class AccountLicenseNotApprovedError extends ForbiddenError {
  constructor() {
    super(
      'license_not_approved',
      'Your licence number is awaiting approval; your office opens to you once it is approved',
    );
  }
}

/**
 * The office a cart check, order, order list or payment acts for (decisions 140, 141). The
 * account's own licence must be approved: an account awaiting approval sees nothing of an office.
 * Customers act for their own office; sales reps for the office named by the X-Order-On-Behalf
 * header or chosen with set_order_on_behalf, always within their organisation and only once that
 * office's licence is approved; staff do not order.
 */
export async function resolveActingOffice(
  ctx: Pick<OrderingDeps, 'db' | 'readCache'>,
  session: AuthSession,
  request: FastifyRequest,
): Promise<ActingOffice> {
  const { db } = ctx;
  const { user } = session;
  if (user.role === 'staff') {
    throw new ForbiddenError('staff_cannot_order', 'Back-office accounts do not place orders');
  }
  if (user.licenseStatus !== 'APPROVED') throw new AccountLicenseNotApprovedError();
  if (user.role === 'customer') {
    // The customer's own office, read at most once a second (decision 240); an order locks and
    // reads it again in its transaction.
    const office = await ctx.readCache.get(`office|${user.officeId}`, async () => {
      const [row] = await db.select().from(offices).where(eq(offices.id, user.officeId)).limit(1);
      return row;
    });
    if (!office) throw new NotFoundError('Office not found');
    return { office, repUserId: null };
  }
  const office = await repChosenOffice(db, session, request);
  if (!(await officeLicenseApproved(db, office.id))) throw new OfficeLicenseNotApprovedError();
  return { office, repUserId: user.id };
}

async function repChosenOffice(
  db: Db,
  session: AuthSession,
  request: FastifyRequest,
): Promise<typeof offices.$inferSelect> {
  const { user } = session;
  const header = request.headers[orderOnBehalfHeader];
  const custNo = Array.isArray(header) ? header[0] : header;
  if (custNo !== undefined) {
    if (!/^\d{2,7}$/.test(custNo)) {
      throw new RuleViolationError(
        'order_on_behalf_invalid',
        'X-Order-On-Behalf must be a customer number of 2 to 7 digits',
      );
    }
    return findOfficeForRep(db, user.organisationId, custNo);
  }
  if (session.onBehalfOfficeId === null) {
    throw new RuleViolationError(
      'order_on_behalf_required',
      'Choose the customer office you order for first (set_order_on_behalf)',
    );
  }
  const [office] = await db
    .select()
    .from(offices)
    .where(
      and(
        eq(offices.id, session.onBehalfOfficeId),
        eq(offices.organisationId, user.organisationId),
      ),
    )
    .limit(1);
  if (!office) throw new NotFoundError('Could not set this office for order on behalf');
  return office;
}
