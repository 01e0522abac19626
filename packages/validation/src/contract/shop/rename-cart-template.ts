import type { Route } from '../route.js';

export const renameCartTemplate = {
  method: 'put',
  api: 'admin',
  path: '/cart-template/:id',
  lazy: (s) => ({
    params: s.idParamsSchema,
    body: s.cartTemplateRenameSchema,
    response: { 200: s.cartTemplateSchema },
  }),
} as const satisfies Route;
