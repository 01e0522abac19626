import { consoleChartQuerySchema, consoleHeatmapSchema } from '../../console-charts.js';
import type { Route } from '../route.js';

export const heatmap = {
  method: 'get',
  api: 'admin',
  path: '/console/heatmap',
  schemas: { querystring: consoleChartQuerySchema, response: { 200: consoleHeatmapSchema } },
} as const satisfies Route;
