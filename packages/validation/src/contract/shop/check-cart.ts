import type { Route } from '../route.js';

export const checkCart = {
  method: 'post',
  api: 'admin',
  path: '/cart/check',
  lazy: (s) => ({ body: s.cartCheckRequestSchema, response: { 200: s.cartCheckResponseSchema } }),
} as const satisfies Route;
