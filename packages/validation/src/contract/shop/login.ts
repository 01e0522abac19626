import { loginRequestSchema, loginResponseSchema } from '../../login.js';
import type { Route } from '../route.js';

export const login = {
  method: 'post',
  api: 'auth',
  path: '/login',
  schemas: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
} as const satisfies Route;
