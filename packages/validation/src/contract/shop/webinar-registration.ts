import type { Route } from '../route.js';

export const webinarRegistration = {
  method: 'post',
  api: 'admin',
  path: '/webinar/registration',
  bearer: 'session-or-anonymous',
  lazy: (s) => ({ body: s.webinarRegistrationRequestSchema, response: { 200: s.apiResultSchema } }),
} as const satisfies Route;
