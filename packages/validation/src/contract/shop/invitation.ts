import type { Route } from '../route.js';

/** Anyone holding an invitation's link: what the registration form is pre-filled with. */
export const invitation = {
  method: 'get',
  api: 'admin',
  path: '/invitation/:token',
  lazy: (s) => ({
    params: s.invitationTokenParamsSchema,
    response: { 200: s.invitationPrefillSchema },
  }),
} as const satisfies Route;
