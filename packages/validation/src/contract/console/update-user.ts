import { consoleUserUpdateSchema } from '../../console-account.js';
import { consoleUserSchema } from '../../console-me.js';
import { idParamsSchema } from '../../id-params.js';
import type { Route } from '../route.js';

export const updateUser = {
  method: 'patch',
  api: 'admin',
  path: '/console/users/:id',
  schemas: {
    params: idParamsSchema,
    body: consoleUserUpdateSchema,
    response: { 200: consoleUserSchema },
  },
} as const satisfies Route;
