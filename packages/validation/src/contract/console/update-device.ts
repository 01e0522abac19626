import { deviceSchema, deviceUpdateSchema } from '../../console-device.js';
import { miniIdParamsSchema } from '../../mini-call-parts.js';
import type { Route } from '../route.js';

export const updateDevice = {
  method: 'patch',
  api: 'admin',
  path: '/console/devices/:id',
  schemas: {
    params: miniIdParamsSchema,
    body: deviceUpdateSchema,
    response: { 200: deviceSchema },
  },
} as const satisfies Route;
