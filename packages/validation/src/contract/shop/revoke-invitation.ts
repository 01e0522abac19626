import type { Route } from '../route.js';

/** An office administrator withdraws an invitation not yet used. */
export const revokeInvitation = {
  method: 'delete',
  api: 'admin',
  path: '/office/invitations/:id',
  lazy: (s) => ({ params: s.officeIdParamsSchema, response: { 200: s.apiResultSchema } }),
} as const satisfies Route;
