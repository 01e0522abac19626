import { locationFormSchema } from '../../location.js';
import { locationSchema } from '../../location-answers.js';
import type { Route } from '../route.js';

export const createLocation = {
  method: 'post',
  api: 'admin',
  path: '/console/locations',
  schemas: { body: locationFormSchema, response: { 201: locationSchema } },
} as const satisfies Route;
