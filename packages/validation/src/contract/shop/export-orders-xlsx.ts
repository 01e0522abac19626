import type { Route } from '../route.js';

export const exportOrdersXlsx = {
  method: 'get',
  api: 'admin',
  path: '/order/export.xlsx',
  file: true,
  lazy: (s) => ({ querystring: s.myOrderExportQuerySchema, response: {} }),
} as const satisfies Route;
