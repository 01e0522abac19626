import { hostnameParamsSchema } from '../../mini-requests.js';
import { shopConfigSchema } from '../../shop-config.js';
import type { Route } from '../route.js';

export const configForHostname = {
  method: 'get',
  api: 'admin',
  path: '/config_for_hostname/:hostname',
  schemas: { params: hostnameParamsSchema, response: { 200: shopConfigSchema } },
} as const satisfies Route;
