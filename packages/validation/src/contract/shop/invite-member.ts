import type { Route } from '../route.js';

/** An office administrator invites a colleague by e-mail (a link to the pre-filled registration). */
export const inviteMember = {
  method: 'post',
  api: 'admin',
  path: '/office/invitations',
  lazy: (s) => ({ body: s.invitationCreateSchema, response: { 201: s.invitationSchema } }),
} as const satisfies Route;
