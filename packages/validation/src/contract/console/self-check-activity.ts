import { consoleChartQuerySchema, consoleSelfCheckActivitySchema } from '../../console-charts.js';
import type { Route } from '../route.js';

export const selfCheckActivity = {
  method: 'get',
  api: 'admin',
  path: '/console/selfcheck-activity',
  schemas: {
    querystring: consoleChartQuerySchema,
    response: { 200: consoleSelfCheckActivitySchema },
  },
} as const satisfies Route;
