import type { Route } from '../route.js';

export const invoice = {
  method: 'get',
  api: 'admin',
  path: '/order/:id/invoice.pdf',
  file: true,
  lazy: (s) => ({ params: s.idParamsSchema, querystring: s.invoiceQuerySchema, response: {} }),
} as const satisfies Route;
