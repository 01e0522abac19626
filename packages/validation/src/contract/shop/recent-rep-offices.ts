import type { Route } from '../route.js';

export const recentRepOffices = {
  method: 'get',
  api: 'admin',
  path: '/order_on_behalf/recent',
  lazy: (s) => ({ response: { 200: s.repOfficeListSchema } }),
} as const satisfies Route;
