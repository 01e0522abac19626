import { consoleCompanySchema } from '../../console-me.js';
import { miniIdParamsSchema } from '../../mini-call-parts.js';
import type { Route } from '../route.js';

export const company = {
  method: 'get',
  api: 'admin',
  path: '/console/companies/:id',
  schemas: { params: miniIdParamsSchema, response: { 200: consoleCompanySchema } },
} as const satisfies Route;
