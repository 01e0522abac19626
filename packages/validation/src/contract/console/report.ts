import { reportQuerySchema } from '../../report-subscription.js';
import type { Route } from '../route.js';

export const report = {
  method: 'get',
  api: 'admin',
  path: '/console/report',
  file: true,
  schemas: { querystring: reportQuerySchema, response: {} },
} as const satisfies Route;
