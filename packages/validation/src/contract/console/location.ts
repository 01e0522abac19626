import { idParamsSchema } from '../../id-params.js';
import { locationSchema } from '../../location-answers.js';
import type { Route } from '../route.js';

export const location = {
  method: 'get',
  api: 'admin',
  path: '/console/locations/:id',
  schemas: { params: idParamsSchema, response: { 200: locationSchema } },
} as const satisfies Route;
