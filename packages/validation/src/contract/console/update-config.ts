import { consoleConfigFormSchema, consoleConfigSchema } from '../../console-config.js';
import { miniIdParamsSchema } from '../../mini-call-parts.js';
import type { Route } from '../route.js';

export const updateConfig = {
  method: 'put',
  api: 'admin',
  path: '/console/configs/:id',
  schemas: {
    params: miniIdParamsSchema,
    body: consoleConfigFormSchema,
    response: { 200: consoleConfigSchema },
  },
} as const satisfies Route;
