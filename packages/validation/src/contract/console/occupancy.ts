import { occupancyListSchema } from '../../occupancy.js';
import type { Route } from '../route.js';

export const occupancy = {
  method: 'get',
  api: 'admin',
  path: '/console/occupancy',
  schemas: { response: { 200: occupancyListSchema } },
} as const satisfies Route;
