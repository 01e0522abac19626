import { idParamsSchema } from '../../id-params.js';
import { locationFormSchema } from '../../location.js';
import { locationSchema } from '../../location-answers.js';
import type { Route } from '../route.js';

export const updateLocation = {
  method: 'put',
  api: 'admin',
  path: '/console/locations/:id',
  schemas: { params: idParamsSchema, body: locationFormSchema, response: { 200: locationSchema } },
} as const satisfies Route;
