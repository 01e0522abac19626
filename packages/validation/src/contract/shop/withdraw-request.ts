import type { Route } from '../route.js';

/** The buyer withdraws their request before it is decided. */
export const withdrawRequest = {
  method: 'post',
  api: 'admin',
  path: '/approval-requests/:id/withdraw',
  lazy: (s) => ({ params: s.officeIdParamsSchema, response: { 200: s.approvalRequestViewSchema } }),
} as const satisfies Route;
