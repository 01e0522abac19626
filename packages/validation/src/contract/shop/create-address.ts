import type { Route } from '../route.js';

export const createAddress = {
  method: 'post',
  api: 'admin',
  path: '/address',
  lazy: (s) => ({ body: s.officeAddressBodySchema, response: { 201: s.officeAddressSchema } }),
} as const satisfies Route;
