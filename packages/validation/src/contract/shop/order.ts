import type { Route } from '../route.js';

export const order = {
  method: 'get',
  api: 'admin',
  path: '/order/:id',
  lazy: (s) => ({ params: s.idParamsSchema, response: { 200: s.orderSchema } }),
} as const satisfies Route;
