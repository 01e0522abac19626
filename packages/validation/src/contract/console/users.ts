import { consoleUserListQuerySchema } from '../../console-account.js';
import { consoleUserListSchema } from '../../console-me.js';
import type { Route } from '../route.js';

export const users = {
  method: 'get',
  api: 'admin',
  path: '/console/users',
  schemas: { querystring: consoleUserListQuerySchema, response: { 200: consoleUserListSchema } },
} as const satisfies Route;
