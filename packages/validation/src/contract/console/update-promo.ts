import { miniIdParamsSchema } from '../../mini-call-parts.js';
import { promoFormSchema, promoSchema } from '../../promo.js';
import type { Route } from '../route.js';

export const updatePromo = {
  method: 'put',
  api: 'admin',
  path: '/console/promos/:id',
  schemas: { params: miniIdParamsSchema, body: promoFormSchema, response: { 200: promoSchema } },
} as const satisfies Route;
