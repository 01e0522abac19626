import type { Route } from '../route.js';

/** An approver places the requested order, every rule checked again in one transaction. */
export const approveRequest = {
  method: 'post',
  api: 'admin',
  path: '/approval-requests/:id/approve',
  lazy: (s) => ({ params: s.officeIdParamsSchema, response: { 200: s.approvalDecisionSchema } }),
} as const satisfies Route;
