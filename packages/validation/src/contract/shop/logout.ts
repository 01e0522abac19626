import type { Route } from '../route.js';

export const logout = {
  method: 'post',
  api: 'auth',
  path: '/logout',
  lazy: (s) => ({ response: { 200: s.apiResultSchema } }),
} as const satisfies Route;
