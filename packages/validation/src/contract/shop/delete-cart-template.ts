import type { Route } from '../route.js';

export const deleteCartTemplate = {
  method: 'delete',
  api: 'admin',
  path: '/cart-template/:id',
  lazy: (s) => ({ params: s.idParamsSchema, response: { 200: s.apiResultSchema } }),
} as const satisfies Route;
