import type { Route } from '../route.js';

export const reset = {
  method: 'post',
  api: 'auth',
  path: '/reset',
  lazy: (s) => ({ body: s.resetRequestSchema, response: { 200: s.resetResponseSchema } }),
} as const satisfies Route;
