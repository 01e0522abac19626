import type { Route } from '../route.js';

/** The office's members and open invitations (office administrators, decision 330). */
export const officeMembers = {
  method: 'get',
  api: 'admin',
  path: '/office/members',
  lazy: (s) => ({ response: { 200: s.officeMembersSchema } }),
} as const satisfies Route;
