import { deviceWithKeySchema } from '../../console-device.js';
import { miniIdParamsSchema } from '../../mini-call-parts.js';
import type { Route } from '../route.js';

export const rotateDeviceKey = {
  method: 'post',
  api: 'admin',
  path: '/console/devices/:id/rotate-key',
  schemas: { params: miniIdParamsSchema, response: { 200: deviceWithKeySchema } },
} as const satisfies Route;
