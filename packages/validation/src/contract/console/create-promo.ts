import { promoFormSchema, promoSchema } from '../../promo.js';
import type { Route } from '../route.js';

export const createPromo = {
  method: 'post',
  api: 'admin',
  path: '/console/promos',
  schemas: { body: promoFormSchema, response: { 201: promoSchema } },
} as const satisfies Route;
