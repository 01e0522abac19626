import { deviceSchema } from '../../console-device.js';
import { miniIdParamsSchema } from '../../mini-call-parts.js';
import type { Route } from '../route.js';

export const revokeDevice = {
  method: 'post',
  api: 'admin',
  path: '/console/devices/:id/revoke',
  schemas: { params: miniIdParamsSchema, response: { 200: deviceSchema } },
} as const satisfies Route;
