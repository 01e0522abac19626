import { deviceWithKeySchema } from '../../console-device.js';
import { idParamsSchema } from '../../request-parts.js';
import type { Route } from '../route.js';

export const rotateDeviceKey = {
  method: 'post',
  api: 'admin',
  path: '/console/devices/:id/rotate-key',
  schemas: { params: idParamsSchema, response: { 200: deviceWithKeySchema } },
} as const satisfies Route;
