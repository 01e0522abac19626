import { consoleConfigFormSchema, consoleConfigSchema } from '../../console-config.js';
import { idParamsSchema } from '../../id-params.js';
import type { Route } from '../route.js';

export const updateConfig = {
  method: 'put',
  api: 'admin',
  path: '/console/configs/:id',
  schemas: {
    params: idParamsSchema,
    body: consoleConfigFormSchema,
    response: { 200: consoleConfigSchema },
  },
} as const satisfies Route;
