import type { BackofficeOfficeTeam } from '@careshop/validation';
import type { Db } from '../../platform/db/database.js';
import { orderCurrency } from '../ordering/index.js';
import { openInvitations } from './invitations.js';
import type { MemberOffice } from './member-office.js';
import { listMembers } from './members.js';
import { openApprovalRequests } from './open-requests.js';

/**
 * The back office's view of one office's team (decision 330): members with role, licence, limit
 * and spending, open invitations and open approval requests. The caller checks staff's scope.
 */
export async function officeTeam(
  db: Db,
  office: MemberOffice,
  input: { now: Date; hostname: string },
): Promise<BackofficeOfficeTeam> {
  const currency = await orderCurrency(db, office.organisationId, input.hostname);
  return {
    members: await listMembers(db, office, input),
    invitations: await openInvitations(db, office.id, input.now),
    open_requests: await openApprovalRequests(db, office.id, { now: input.now, currency }),
  };
}
