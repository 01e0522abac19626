import type { Route } from '../route.js';

export const cartTemplate = {
  method: 'get',
  api: 'admin',
  path: '/cart-template/:id',
  lazy: (s) => ({ params: s.idParamsSchema, response: { 200: s.cartTemplateSchema } }),
} as const satisfies Route;
