import { categoryListSchema } from '../../category.js';
import { languageQuerySchema } from '../../mini-requests.js';
import type { Route } from '../route.js';

export const categories = {
  method: 'get',
  api: 'admin',
  path: '/category',
  schemas: { querystring: languageQuerySchema, response: { 200: categoryListSchema } },
} as const satisfies Route;
