import type { Route } from '../route.js';

export const forgot = {
  method: 'post',
  api: 'auth',
  path: '/forgot',
  lazy: (s) => ({ body: s.forgotRequestSchema, response: { 200: s.apiResultSchema } }),
} as const satisfies Route;
