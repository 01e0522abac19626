import type { Route } from '../route.js';

export const zoomOrders = {
  method: 'get',
  api: 'admin',
  path: '/zoom-order',
  lazy: (s) => ({
    querystring: s.pageRequestSchema,
    response: { 200: s.zoomOrderListResponseSchema },
  }),
} as const satisfies Route;
