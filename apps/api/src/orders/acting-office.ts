import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuthSession } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { offices } from '../db/schema.js';
import { ForbiddenError, NotFoundError, RuleViolationError } from '../http/errors.js';

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
 * The office a cart check or order acts for. Customers act for their own office; sales reps for
 * the office named by the X-Order-On-Behalf header or chosen with set_order_on_behalf, always
 * within their organisation; staff do not order.
 */
export async function actingOffice(
  db: Db,
  session: AuthSession,
  request: FastifyRequest,
): Promise<ActingOffice> {
  const { user } = session;
  if (user.role === 'staff') {
    throw new ForbiddenError('staff_cannot_order', 'Back-office accounts do not place orders');
  }
  if (user.role === 'customer') {
    const [office] = await db.select().from(offices).where(eq(offices.id, user.officeId)).limit(1);
    if (!office) throw new NotFoundError('Office not found');
    return { office, repUserId: null };
  }
  const header = request.headers[orderOnBehalfHeader];
  const custNo = Array.isArray(header) ? header[0] : header;
  if (custNo !== undefined) {
    if (!/^\d{2,7}$/.test(custNo)) {
      throw new RuleViolationError(
        'order_on_behalf_invalid',
        'X-Order-On-Behalf must be a customer number of 2 to 7 digits',
      );
    }
    return { office: await findOfficeForRep(db, user.organisationId, custNo), repUserId: user.id };
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
  return { office, repUserId: user.id };
}
