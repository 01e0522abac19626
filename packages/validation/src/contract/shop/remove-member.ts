import type { Route } from '../route.js';

/** An office administrator removes a member: they cannot act for the office; their orders stay. */
export const removeMember = {
  method: 'delete',
  api: 'admin',
  path: '/office/members/:id',
  lazy: (s) => ({ params: s.officeIdParamsSchema, response: { 200: s.apiResultSchema } }),
} as const satisfies Route;
