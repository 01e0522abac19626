import { apiResultSchema } from '../../api-result.js';
import { idParamsSchema } from '../../id-params.js';
import type { Route } from '../route.js';

export const deleteUser = {
  method: 'delete',
  api: 'admin',
  path: '/console/users/:id',
  schemas: { params: idParamsSchema, response: { 200: apiResultSchema } },
} as const satisfies Route;
