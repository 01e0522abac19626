import type { Route } from '../route.js';

export const prefill = {
  method: 'post',
  api: 'auth',
  path: '/prefill',
  lazy: (s) => ({ body: s.prefillRequestSchema, response: { 200: s.prefillResponseSchema } }),
} as const satisfies Route;
