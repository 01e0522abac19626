import type { Route } from '../route.js';

/** An approver rejects a request with a reason the buyer reads. */
export const rejectRequest = {
  method: 'post',
  api: 'admin',
  path: '/approval-requests/:id/reject',
  lazy: (s) => ({
    params: s.officeIdParamsSchema,
    body: s.approvalRejectBodySchema,
    response: { 200: s.approvalRequestViewSchema },
  }),
} as const satisfies Route;
