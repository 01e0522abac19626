import type { Route } from '../route.js';

export const repOffices = {
  method: 'get',
  api: 'admin',
  path: '/order_on_behalf/offices',
  lazy: (s) => ({
    querystring: s.officeSearchQuerySchema,
    response: { 200: s.repOfficeListSchema },
  }),
} as const satisfies Route;
