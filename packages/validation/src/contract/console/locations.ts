import { locationListSchema } from '../../location-answers.js';
import type { Route } from '../route.js';

export const locations = {
  method: 'get',
  api: 'admin',
  path: '/console/locations',
  schemas: { response: { 200: locationListSchema } },
} as const satisfies Route;
