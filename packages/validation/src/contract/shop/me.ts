import { refreshQuerySchema } from '../../mini-requests.js';
import { userSchema } from '../../user.js';
import type { Route } from '../route.js';

export const me = {
  method: 'get',
  api: 'admin',
  path: '/user/me',
  schemas: { querystring: refreshQuerySchema, response: { 200: userSchema } },
} as const satisfies Route;
