import { deviceSchema, deviceUpdateSchema } from '../../console-device.js';
import { idParamsSchema } from '../../id-params.js';
import type { Route } from '../route.js';

export const updateDevice = {
  method: 'patch',
  api: 'admin',
  path: '/console/devices/:id',
  schemas: { params: idParamsSchema, body: deviceUpdateSchema, response: { 200: deviceSchema } },
} as const satisfies Route;
