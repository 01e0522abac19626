import type { Route } from '../route.js';

export const question = {
  method: 'post',
  api: 'admin',
  path: '/question',
  bearer: 'session-or-anonymous',
  lazy: (s) => ({ body: s.questionRequestSchema, response: { 200: s.apiResultSchema } }),
} as const satisfies Route;
