import { consoleMeSchema } from '../../console-me.js';
import type { Route } from '../route.js';

export const me = {
  method: 'get',
  api: 'admin',
  path: '/console/me',
  schemas: { response: { 200: consoleMeSchema } },
} as const satisfies Route;
