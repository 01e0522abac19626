import type { Route } from '../route.js';

export const setOrderOnBehalf = {
  method: 'post',
  api: 'admin',
  path: '/set_order_on_behalf',
  lazy: (s) => ({
    body: s.orderOnBehalfRequestSchema,
    response: { 200: s.orderOnBehalfResponseSchema },
  }),
} as const satisfies Route;
