import { locationSchema } from '../../location-answers.js';
import { miniIdParamsSchema } from '../../mini-call-parts.js';
import type { Route } from '../route.js';

export const location = {
  method: 'get',
  api: 'admin',
  path: '/console/locations/:id',
  schemas: { params: miniIdParamsSchema, response: { 200: locationSchema } },
} as const satisfies Route;
