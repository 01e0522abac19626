import { parseReportType } from '@careshop/reporting';
import {
  apiResultSchema,
  idParamsSchema,
  reportQuerySchema,
  reportSendNowSchema,
  reportSubscriptionCreateSchema,
  reportSubscriptionDetailSchema,
  reportSubscriptionListSchema,
  reportSubscriptionPatchSchema,
} from '@careshop/validation';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
} from '../../../platform/http/errors.js';
import { invalidField } from '../../../platform/http/request-validation.js';
import { inScope, locations } from '../../counting/index.js';
import {
  type ConsoleSession,
  companyScope,
  consoleSessionOf,
  mayConsole,
} from '../../identity/index.js';
import { deliverSubscription, latestCompletePeriod } from '../deliver.js';
import type { ReportingDeps } from '../deps.js';
import {
  buildReport,
  renderReport,
  reportLocationColumns,
  reportWindowProblem,
} from '../report-build.js';
import {
  createSubscription,
  deleteSubscription,
  listSubscriptions,
  subscriptionAnswer,
  subscriptionRow,
  updateSubscription,
} from '../report-subscriptions.js';

const tags = ['console'];
const security = [{ bearer: [] }];

/** The report type of a code the user may read: 400 when unsupported, 403 self-check for level 3. */
function readableType(session: ConsoleSession, code: string, field: string) {
  const parsed = parseReportType(code);
  if (parsed.kind !== 'supported') {
    throw new BadRequestError('report_type_not_supported', `Report type ${code} is not supported`, {
      field,
    });
  }
  if (parsed.type.needsSelfCheck && !mayConsole(session.user.level, 'selfcheck:read')) {
    throw new ForbiddenError(
      'console_forbidden',
      'Your console level does not see self-check data',
    );
  }
  return parsed.type;
}

/**
 * Ad hoc report downloads and report subscriptions of the console (issue 12; decisions 203–205).
 */
export async function consoleReportRoutes(app: FastifyInstance, ctx: ReportingDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const sessionOf = (request: FastifyRequest) => consoleSessionOf(request);

  typed.get(
    '/console/report',
    {
      config: { access: 'console', consoleAction: 'reports:read' },
      schema: {
        tags,
        summary: 'Download a report (csv, xlsx or pdf) of one or more locations',
        security,
        querystring: reportQuerySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const query = request.query;
      const type = readableType(session, query.type, 'type');
      const problem = reportWindowProblem(query);
      if (problem) throw invalidField(problem.field, problem.key, 'querystring');
      const ids = [...new Set(Array.isArray(query.location) ? query.location : [query.location])];
      const found = await ctx.db
        .select(reportLocationColumns)
        .from(locations)
        .where(
          and(inArray(locations.id, ids), inScope(companyScope(session), locations.companyId)),
        );
      if (found.length !== ids.length) throw new NotFoundError('No such location');
      const byId = new Map(found.map((location) => [location.id, location]));
      const report = await buildReport(ctx.db, {
        type,
        locations: ids.map((id) => byId.get(id) as (typeof found)[number]),
        from: query.from,
        to: query.to,
        interval: query.interval,
        format: query.format,
        // The language on the user's screen, else the account's (issue 27).
        locale: query.lang ?? session.user.language,
      });
      return reply
        .header('content-type', report.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${report.fileName}"; filename*=UTF-8''${encodeURIComponent(report.fileName)}`,
        )
        .header('cache-control', 'no-store')
        .send(renderReport(report.document, query.format) as never); // bytes; the schema describes errors
    },
  );

  typed.get(
    '/console/subscriptions',
    {
      config: { access: 'console', consoleAction: 'subscriptions:read' },
      schema: {
        tags,
        summary: 'Report subscriptions in scope',
        security,
        response: { 200: reportSubscriptionListSchema, ...errorResponses },
      },
    },
    async (request) => ({
      items: await listSubscriptions(ctx.db, companyScope(sessionOf(request))),
    }),
  );

  typed.get(
    '/console/subscriptions/:id',
    {
      config: { access: 'console', consoleAction: 'subscriptions:read' },
      schema: {
        tags,
        summary: 'One report subscription',
        security,
        params: idParamsSchema,
        response: { 200: reportSubscriptionDetailSchema, ...errorResponses },
      },
    },
    async (request) =>
      subscriptionAnswer(
        await subscriptionRow(ctx.db, companyScope(sessionOf(request)), request.params.id),
      ),
  );

  typed.post(
    '/console/subscriptions',
    {
      config: { access: 'console', consoleAction: 'subscriptions:write' },
      schema: {
        tags,
        summary: 'Add a report subscription (recipient defaults to your own address)',
        security,
        body: reportSubscriptionCreateSchema,
        response: { 201: reportSubscriptionDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      readableType(session, request.body.report_type, 'report_type');
      const created = await createSubscription(
        ctx.db,
        companyScope(session),
        session.user,
        request.body,
        ctx.now(),
      );
      return reply.status(201).send(created);
    },
  );

  typed.patch(
    '/console/subscriptions/:id',
    {
      config: { access: 'console', consoleAction: 'subscriptions:write' },
      schema: {
        tags,
        summary: 'Change a report subscription; pause and unpause with `paused`',
        security,
        params: idParamsSchema,
        body: reportSubscriptionPatchSchema,
        response: { 200: reportSubscriptionDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (request.body.report_type !== undefined) {
        readableType(session, request.body.report_type, 'report_type');
      }
      return updateSubscription(
        ctx.db,
        companyScope(session),
        request.params.id,
        request.body,
        ctx.now(),
      );
    },
  );

  typed.delete(
    '/console/subscriptions/:id',
    {
      config: { access: 'console', consoleAction: 'subscriptions:write' },
      schema: {
        tags,
        summary: 'Delete a report subscription',
        security,
        params: idParamsSchema,
        response: { 200: apiResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      await deleteSubscription(ctx.db, companyScope(sessionOf(request)), request.params.id);
      return { success: true };
    },
  );

  typed.post(
    '/console/subscriptions/:id/send-now',
    {
      config: { access: 'console', consoleAction: 'subscriptions:write' },
      schema: {
        tags,
        summary: 'Send the most recent complete period now (lastsent is not moved)',
        security,
        params: idParamsSchema,
        response: { 200: reportSendNowSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const row = await subscriptionRow(ctx.db, companyScope(session), request.params.id);
      readableType(session, row.reportType, 'report_type');
      const [location] = await ctx.db
        .select({ timeZone: locations.timeZone })
        .from(locations)
        .where(eq(locations.id, row.locationId));
      if (!location) throw new NotFoundError('No such location');
      const period = latestCompletePeriod(row, location.timeZone, ctx.now());
      if (!period) throw new ConflictError('conflict', 'No complete period to send yet');
      // A paused subscription answers `reason: 'paused'`: unpause it to send it (decision 205).
      const { reason, ...result } = await deliverSubscription(ctx, row.id, period, {
        markSent: false,
      });
      // Deleted by another request meanwhile.
      if (reason === 'gone') throw new NotFoundError('No such subscription');
      return { ...result, ...(reason ? { reason } : {}), from: period.from, to: period.to };
    },
  );
}
