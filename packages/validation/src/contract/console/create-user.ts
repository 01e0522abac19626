import { consoleUserCreateSchema } from '../../console-account.js';
import { consoleUserSchema } from '../../console-me.js';
import type { Route } from '../route.js';

export const createUser = {
  method: 'post',
  api: 'admin',
  path: '/console/users',
  schemas: { body: consoleUserCreateSchema, response: { 201: consoleUserSchema } },
} as const satisfies Route;
