import type { Route } from '../route.js';

/** An office administrator changes a colleague's role (never the office's last administrator). */
export const setMemberRole = {
  method: 'put',
  api: 'admin',
  path: '/office/members/:id/role',
  lazy: (s) => ({
    params: s.officeIdParamsSchema,
    body: s.memberRoleBodySchema,
    response: { 200: s.officeMemberSchema },
  }),
} as const satisfies Route;
