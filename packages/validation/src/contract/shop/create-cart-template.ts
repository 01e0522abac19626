import type { Route } from '../route.js';

export const createCartTemplate = {
  method: 'post',
  api: 'admin',
  path: '/cart-template',
  lazy: (s) => ({ body: s.cartTemplateCreateSchema, response: { 201: s.cartTemplateSchema } }),
} as const satisfies Route;
