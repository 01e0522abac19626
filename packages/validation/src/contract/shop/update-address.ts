import type { Route } from '../route.js';

export const updateAddress = {
  method: 'put',
  api: 'admin',
  path: '/address/:id',
  lazy: (s) => ({
    params: s.idParamsSchema,
    body: s.officeAddressBodySchema,
    response: { 200: s.officeAddressSchema },
  }),
} as const satisfies Route;
