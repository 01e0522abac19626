import {
  consoleChartQuerySchema,
  consoleHeatmapSchema,
  consoleSelfCheckActivitySchema,
  consoleSeriesQuerySchema,
  consoleSeriesSchema,
} from '@careshop/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
import { companyScope, consoleSessionOf } from '../../identity/index.js';
import {
  chartLocation,
  checkChartWindow,
  heatmapOf,
  selfCheckActivityOf,
  seriesOf,
} from '../charts.js';
import type { ReportingDeps } from '../deps.js';

const tags = ['console'];
const security = [{ bearer: [] }];

/**
 * Chart data of the console (decision 213): a time series with its previous period, a weekday ×
 * hour heatmap and self-check activity, of one location, from the rollups.
 */
export async function consoleChartRoutes(app: FastifyInstance, ctx: ReportingDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/console/series',
    {
      config: { access: 'console', consoleAction: 'counts:read' },
      schema: {
        tags,
        summary:
          'Entries and exits of a location per hour, day or month, of its people counters and its gates, with the period before it (every bucket, zeros included) and the bins its devices did not count',
        security,
        querystring: consoleSeriesQuerySchema,
        response: { 200: consoleSeriesSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { location: id, ...query } = request.query;
      checkChartWindow(query.from, query.to, query.interval);
      const location = await chartLocation(ctx.db, companyScope(consoleSessionOf(request)), id);
      return seriesOf(ctx.db, location, query);
    },
  );

  typed.get(
    '/console/heatmap',
    {
      config: { access: 'console', consoleAction: 'counts:read' },
      schema: {
        tags,
        summary:
          'Average entries per weekday (0 = Monday) and local hour over a window (gate entries at a location counted by gates only), with its opening hours',
        security,
        querystring: consoleChartQuerySchema,
        response: { 200: consoleHeatmapSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { location: id, ...query } = request.query;
      checkChartWindow(query.from, query.to, 'heatmap');
      const location = await chartLocation(ctx.db, companyScope(consoleSessionOf(request)), id);
      return heatmapOf(ctx.db, location, query);
    },
  );

  typed.get(
    '/console/selfcheck-activity',
    {
      config: { access: 'console', consoleAction: 'selfcheck:read' },
      schema: {
        tags,
        summary: 'Accepted and refused self-check transactions per kind over a window',
        security,
        querystring: consoleChartQuerySchema,
        response: { 200: consoleSelfCheckActivitySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { location: id, ...query } = request.query;
      checkChartWindow(query.from, query.to, 'totals');
      const location = await chartLocation(ctx.db, companyScope(consoleSessionOf(request)), id);
      return selfCheckActivityOf(ctx.db, location, query);
    },
  );
}
