import type { Route } from '../route.js';

export const addresses = {
  method: 'get',
  api: 'admin',
  path: '/address',
  lazy: (s) => ({ response: { 200: s.officeAddressBookSchema } }),
} as const satisfies Route;
