import type { BackofficeMe, BackofficeMePatch } from '@careshop/validation';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { NotFoundError } from '../../platform/http/errors.js';
import { forgetCachedSessions, organisations, users } from '../identity/index.js';
import { changedFields, recordAudit } from './audit.js';

type StaffRow = { user: typeof users.$inferSelect; organisationName: string };

function meOut(row: StaffRow, organisationId: number, superAdmin: boolean): BackofficeMe {
  return {
    id: row.user.id,
    email: row.user.email,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    language: row.user.language,
    organisation_id: organisationId,
    organisation_name: row.organisationName,
    super_admin: superAdmin,
  };
}

/** The staff member as `GET /backoffice/me` answers them. */
export async function staffMe(
  db: Db,
  staff: { id: number; organisationId: number; superAdmin: boolean },
): Promise<BackofficeMe> {
  const [row] = await db
    .select({ user: users, organisationName: organisations.name })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, staff.organisationId))
    .where(eq(users.id, staff.id));
  if (!row) throw new NotFoundError('Unknown staff member');
  return meOut(row, staff.organisationId, staff.superAdmin);
}

/**
 * Changes the staff member's own name and language (decision 228), audited like every staff
 * change. The language is part of the cached session row (decision 224): the cache is forgotten
 * once the change has committed, so the next call already answers in it.
 */
export async function updateStaffMe(
  db: Db,
  staff: { id: number; organisationId: number; superAdmin: boolean },
  body: BackofficeMePatch,
): Promise<BackofficeMe> {
  const changed = await db.transaction(async (tx) => {
    const before = await staffMe(tx, staff);
    const values: Partial<typeof users.$inferInsert> = {};
    if (body.firstName !== undefined) values.firstName = body.firstName;
    if (body.lastName !== undefined) values.lastName = body.lastName;
    if (body.language !== undefined) values.language = body.language;
    if (Object.keys(values).length === 0) return false;
    await tx.update(users).set(values).where(eq(users.id, staff.id));
    const after = await staffMe(tx, staff);
    const diff = changedFields(before, after);
    if (Object.keys(diff.after).length === 0) return false;
    await recordAudit(tx, {
      actorUserId: staff.id,
      organisationId: staff.organisationId,
      entity: 'user',
      entityId: staff.id,
      action: 'update',
      ...diff,
    });
    return true;
  });
  if (changed) forgetCachedSessions();
  return staffMe(db, staff);
}
