import { deviceListQuerySchema, deviceListSchema } from '../../console-device.js';
import type { Route } from '../route.js';

export const devices = {
  method: 'get',
  api: 'admin',
  path: '/console/devices',
  schemas: { querystring: deviceListQuerySchema, response: { 200: deviceListSchema } },
} as const satisfies Route;
