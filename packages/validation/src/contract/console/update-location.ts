import { locationFormSchema } from '../../location.js';
import { locationSchema } from '../../location-answers.js';
import { miniIdParamsSchema } from '../../mini-call-parts.js';
import type { Route } from '../route.js';

export const updateLocation = {
  method: 'put',
  api: 'admin',
  path: '/console/locations/:id',
  schemas: {
    params: miniIdParamsSchema,
    body: locationFormSchema,
    response: { 200: locationSchema },
  },
} as const satisfies Route;
