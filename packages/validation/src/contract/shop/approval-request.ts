import type { Route } from '../route.js';

/** One approval request, for its requester and the office's approvers and administrators. */
export const approvalRequest = {
  method: 'get',
  api: 'admin',
  path: '/approval-requests/:id',
  lazy: (s) => ({ params: s.officeIdParamsSchema, response: { 200: s.approvalRequestViewSchema } }),
} as const satisfies Route;
