import type { Route } from '../route.js';

export const exportOrdersCsv = {
  method: 'get',
  api: 'admin',
  path: '/order/export.csv',
  file: true,
  lazy: (s) => ({ querystring: s.myOrderExportQuerySchema, response: {} }),
} as const satisfies Route;
