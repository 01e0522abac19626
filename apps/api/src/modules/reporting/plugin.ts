import type { FastifyInstance } from 'fastify';
import type { ReportingDeps } from './deps.js';
import { consoleChartRoutes } from './routes/console-charts.js';
import { consoleReportRoutes } from './routes/console-reports.js';

/**
 * This module's Fastify plugin: its route groups, each bound to the services the module receives
 * (and nothing else). The server mounts each group under its base path, in the order that makes
 * the OpenAPI document's path order.
 */
export function reportingRoutes(deps: ReportingDeps) {
  return {
    reports: (app: FastifyInstance) => consoleReportRoutes(app, deps),
    charts: (app: FastifyInstance) => consoleChartRoutes(app, deps),
  };
}
