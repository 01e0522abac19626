import { consoleCompanyRequestSchema } from '../../console-account.js';
import { consoleCompanySchema } from '../../console-me.js';
import { miniIdParamsSchema } from '../../mini-call-parts.js';
import type { Route } from '../route.js';

export const updateCompany = {
  method: 'put',
  api: 'admin',
  path: '/console/companies/:id',
  schemas: {
    params: miniIdParamsSchema,
    body: consoleCompanyRequestSchema,
    response: { 200: consoleCompanySchema },
  },
} as const satisfies Route;
