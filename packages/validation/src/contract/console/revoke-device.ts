import { deviceSchema } from '../../console-device.js';
import { idParamsSchema } from '../../id-params.js';
import type { Route } from '../route.js';

export const revokeDevice = {
  method: 'post',
  api: 'admin',
  path: '/console/devices/:id/revoke',
  schemas: { params: idParamsSchema, response: { 200: deviceSchema } },
} as const satisfies Route;
