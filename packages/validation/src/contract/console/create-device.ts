import { deviceCreateSchema, deviceWithKeySchema } from '../../console-device.js';
import type { Route } from '../route.js';

export const createDevice = {
  method: 'post',
  api: 'admin',
  path: '/console/devices',
  schemas: { body: deviceCreateSchema, response: { 201: deviceWithKeySchema } },
} as const satisfies Route;
