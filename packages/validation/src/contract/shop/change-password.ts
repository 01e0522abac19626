import type { Route } from '../route.js';

export const changePassword = {
  method: 'put',
  api: 'admin',
  path: '/user/me',
  lazy: (s) => ({ body: s.changePasswordRequestSchema, response: { 200: s.apiResultSchema } }),
} as const satisfies Route;
