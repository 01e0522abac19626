import type { Route } from '../route.js';

/** The caller's own approval requests (`mine`) or the colleagues' they may decide (`to_decide`). */
export const approvalRequests = {
  method: 'get',
  api: 'admin',
  path: '/approval-requests',
  lazy: (s) => ({
    querystring: s.approvalListQuerySchema,
    response: { 200: s.approvalRequestListSchema },
  }),
} as const satisfies Route;
