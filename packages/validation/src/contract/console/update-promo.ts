import { idParamsSchema } from '../../id-params.js';
import { promoFormSchema, promoSchema } from '../../promo.js';
import type { Route } from '../route.js';

export const updatePromo = {
  method: 'put',
  api: 'admin',
  path: '/console/promos/:id',
  schemas: { params: idParamsSchema, body: promoFormSchema, response: { 200: promoSchema } },
} as const satisfies Route;
