import { consoleCompanyRequestSchema } from '../../console-account.js';
import { consoleCompanySchema } from '../../console-me.js';
import type { Route } from '../route.js';

export const createCompany = {
  method: 'post',
  api: 'admin',
  path: '/console/companies',
  schemas: { body: consoleCompanyRequestSchema, response: { 201: consoleCompanySchema } },
} as const satisfies Route;
