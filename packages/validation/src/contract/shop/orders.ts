import type { Route } from '../route.js';

export const orders = {
  method: 'get',
  api: 'admin',
  path: '/order',
  lazy: (s) => ({
    querystring: s.myOrderQuerySchema,
    response: { 200: s.orderListResponseSchema },
  }),
} as const satisfies Route;
