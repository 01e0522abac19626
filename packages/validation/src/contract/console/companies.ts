import { consoleCompanyListSchema } from '../../console-me.js';
import type { Route } from '../route.js';

export const companies = {
  method: 'get',
  api: 'admin',
  path: '/console/companies',
  schemas: { response: { 200: consoleCompanyListSchema } },
} as const satisfies Route;
