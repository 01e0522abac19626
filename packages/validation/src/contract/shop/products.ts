import { languageQuerySchema } from '../../mini-requests.js';
import { productListSchema } from '../../product.js';
import type { Route } from '../route.js';

export const products = {
  method: 'get',
  api: 'admin',
  path: '/product',
  schemas: { querystring: languageQuerySchema, response: { 200: productListSchema } },
} as const satisfies Route;
