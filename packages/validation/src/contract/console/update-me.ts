import { consoleMePatchSchema, consoleMeSchema } from '../../console-me.js';
import type { Route } from '../route.js';

export const updateMe = {
  method: 'patch',
  api: 'admin',
  path: '/console/me',
  schemas: { body: consoleMePatchSchema, response: { 200: consoleMeSchema } },
} as const satisfies Route;
