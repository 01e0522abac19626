import { consoleConfigListSchema } from '../../console-config.js';
import type { Route } from '../route.js';

export const configs = {
  method: 'get',
  api: 'admin',
  path: '/console/configs',
  schemas: { response: { 200: consoleConfigListSchema } },
} as const satisfies Route;
