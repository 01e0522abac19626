import type { Route } from '../route.js';

export const deleteAddress = {
  method: 'delete',
  api: 'admin',
  path: '/address/:id',
  lazy: (s) => ({ params: s.idParamsSchema, response: { 200: s.apiResultSchema } }),
} as const satisfies Route;
