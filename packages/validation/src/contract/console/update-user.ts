import { consoleUserUpdateSchema } from '../../console-account.js';
import { consoleUserSchema } from '../../console-me.js';
import { miniIdParamsSchema } from '../../mini-call-parts.js';
import type { Route } from '../route.js';

export const updateUser = {
  method: 'patch',
  api: 'admin',
  path: '/console/users/:id',
  schemas: {
    params: miniIdParamsSchema,
    body: consoleUserUpdateSchema,
    response: { 200: consoleUserSchema },
  },
} as const satisfies Route;
