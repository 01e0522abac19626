import { consoleUserSchema } from '../../console-me.js';
import { miniIdParamsSchema } from '../../mini-call-parts.js';
import type { Route } from '../route.js';

export const user = {
  method: 'get',
  api: 'admin',
  path: '/console/users/:id',
  schemas: { params: miniIdParamsSchema, response: { 200: consoleUserSchema } },
} as const satisfies Route;
