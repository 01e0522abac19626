import { consoleConfigFormSchema, consoleConfigSchema } from '../../console-config.js';
import type { Route } from '../route.js';

export const createConfig = {
  method: 'post',
  api: 'admin',
  path: '/console/configs',
  schemas: { body: consoleConfigFormSchema, response: { 201: consoleConfigSchema } },
} as const satisfies Route;
