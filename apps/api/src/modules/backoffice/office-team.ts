import type { MemberLimitBody, OfficeRole } from '@careshop/validation';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { NotFoundError } from '../../platform/http/errors.js';
import {
  type MemberOffice,
  officeTeam,
  setMemberLimit,
  setMemberRole,
} from '../company-accounts/index.js';
import { offices } from '../identity/index.js';
import { type StaffScope, staffMaySee } from './scope.js';

/** An office of the staff member's organisation; another organisation's is 404 (decision 218). */
async function officeInScope(db: Db, scope: StaffScope, officeId: number): Promise<MemberOffice> {
  const [office] = await db.select().from(offices).where(eq(offices.id, officeId));
  if (!office || !staffMaySee(scope, office.organisationId)) {
    throw new NotFoundError('Office not found');
  }
  return office;
}

/** Who changes what, as staff do it in the back office. */
export interface StaffMemberChange {
  scope: StaffScope;
  officeId: number;
  userId: number;
  actorUserId: number;
  now: Date;
  hostname: string;
}

/** `GET /backoffice/offices/:id/team`: members, open invitations and open approval requests. */
export async function staffOfficeTeam(
  db: Db,
  scope: StaffScope,
  officeId: number,
  input: { now: Date; hostname: string },
) {
  return officeTeam(db, await officeInScope(db, scope, officeId), input);
}

/** Staff change a member's role, with the office administrators' rules (409 `last_admin`). */
export async function staffSetMemberRole(db: Db, change: StaffMemberChange, role: OfficeRole) {
  const office = await officeInScope(db, change.scope, change.officeId);
  return setMemberRole(db, { ...change, office, role });
}

/** Staff set a member's spending limit and approval threshold. */
export async function staffSetMemberLimit(
  db: Db,
  change: StaffMemberChange,
  limit: MemberLimitBody,
) {
  const office = await officeInScope(db, change.scope, change.officeId);
  return setMemberLimit(db, { ...change, office, limit });
}
