import { promoListSchema } from '../../promo.js';
import type { Route } from '../route.js';

export const promos = {
  method: 'get',
  api: 'admin',
  path: '/console/promos',
  schemas: { response: { 200: promoListSchema } },
} as const satisfies Route;
