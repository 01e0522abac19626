import type { Route } from '../route.js';

/** An office administrator sets a member's spending limit, period and approval threshold. */
export const setMemberLimit = {
  method: 'put',
  api: 'admin',
  path: '/office/members/:id/limit',
  lazy: (s) => ({
    params: s.officeIdParamsSchema,
    body: s.memberLimitBodySchema,
    response: { 200: s.officeMemberSchema },
  }),
} as const satisfies Route;
