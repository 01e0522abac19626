import { deviceWithKeySchema } from '../../console-device.js';
import { idParamsSchema } from '../../id-params.js';
import type { Route } from '../route.js';

export const rotateDeviceKey = {
  method: 'post',
  api: 'admin',
  path: '/console/devices/:id/rotate-key',
  schemas: { params: idParamsSchema, response: { 200: deviceWithKeySchema } },
} as const satisfies Route;
