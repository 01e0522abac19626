import { consoleUserSchema } from '../../console-me.js';
import { idParamsSchema } from '../../id-params.js';
import type { Route } from '../route.js';

export const user = {
  method: 'get',
  api: 'admin',
  path: '/console/users/:id',
  schemas: { params: idParamsSchema, response: { 200: consoleUserSchema } },
} as const satisfies Route;
