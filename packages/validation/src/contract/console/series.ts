import { consoleSeriesQuerySchema, consoleSeriesSchema } from '../../console-charts.js';
import type { Route } from '../route.js';

export const series = {
  method: 'get',
  api: 'admin',
  path: '/console/series',
  schemas: { querystring: consoleSeriesQuerySchema, response: { 200: consoleSeriesSchema } },
} as const satisfies Route;
