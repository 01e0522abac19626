import type { Route } from '../route.js';

export const cartTemplates = {
  method: 'get',
  api: 'admin',
  path: '/cart-template',
  lazy: (s) => ({ response: { 200: s.cartTemplateListSchema } }),
} as const satisfies Route;
