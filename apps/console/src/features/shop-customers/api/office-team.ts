import type { MemberLimitBody, OfficeRole } from '@careshop/validation';
import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/session';

/** An office's members with their limits and spending, open invitations and approval requests. */
export const officeTeamQuery = (id: number) =>
  queryOptions({
    queryKey: ['backoffice', 'offices', id, 'team'],
    queryFn: ({ signal }) =>
      api.call(backofficeRoutes.officeTeam, { params: { id: id } }, { signal }),
    retry: false,
  });

/** Staff give a member another role; the API refuses to demote the last administrator. */
export function setMemberRole(officeId: number, userId: number, role: OfficeRole) {
  return api.call(backofficeRoutes.setOfficeMemberRole, {
    params: { id: officeId, userId },
    body: { role },
  });
}

/** Staff set a member's spending limit, period and approval threshold (null: none). */
export function setMemberLimit(officeId: number, userId: number, body: MemberLimitBody) {
  return api.call(backofficeRoutes.setOfficeMemberLimit, {
    params: { id: officeId, userId },
    body,
  });
}
