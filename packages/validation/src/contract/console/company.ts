import { consoleCompanySchema } from '../../console-me.js';
import { idParamsSchema } from '../../id-params.js';
import type { Route } from '../route.js';

export const company = {
  method: 'get',
  api: 'admin',
  path: '/console/companies/:id',
  schemas: { params: idParamsSchema, response: { 200: consoleCompanySchema } },
} as const satisfies Route;
