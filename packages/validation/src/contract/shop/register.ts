import type { Route } from '../route.js';

export const register = {
  method: 'post',
  api: 'admin',
  path: '/user',
  bearer: 'session-or-anonymous',
  lazy: (s) => ({
    querystring: s.sendMailQuerySchema,
    body: s.registerRequestSchema,
    response: { 200: s.apiResultSchema },
  }),
} as const satisfies Route;
