import { parseReportType } from '@careshop/reporting';
import { routeSchema } from '@careshop/validation';
import * as consoleRoutes from '@careshop/validation/console-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
} from '../../../platform/http/errors.js';
import { invalidField } from '../../../platform/http/request-validation.js';
import {
  type ConsoleSession,
  companyScope,
  consoleSessionOf,
  mayConsole,
} from '../../identity/index.js';
import { deliverSubscription, latestCompletePeriod, locationTimeZone } from '../deliver.js';
import type { ReportingDeps } from '../deps.js';
import {
  buildReport,
  renderReport,
  reportLocationsInScope,
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

  typed[consoleRoutes.report.method](
    consoleRoutes.report.path,
    {
      config: { access: 'console', consoleAction: 'reports:read' },
      schema: {
        tags,
        summary: 'Download a report (csv, xlsx or pdf) of one or more locations',
        security,
        ...routeSchema(consoleRoutes.report),
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const query = request.query;
      const type = readableType(session, query.type, 'type');
      const problem = reportWindowProblem(query);
      if (problem) throw invalidField(problem.field, problem.key, 'querystring');
      const ids = [...new Set(Array.isArray(query.location) ? query.location : [query.location])];
      const found = await reportLocationsInScope(ctx.db, companyScope(session), ids);
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

  typed[consoleRoutes.subscriptions.method](
    consoleRoutes.subscriptions.path,
    {
      config: { access: 'console', consoleAction: 'subscriptions:read' },
      schema: {
        tags,
        summary: 'Report subscriptions in scope',
        security,
        ...routeSchema(consoleRoutes.subscriptions),
      },
    },
    async (request) => ({
      items: await listSubscriptions(ctx.db, companyScope(sessionOf(request))),
    }),
  );

  typed[consoleRoutes.subscription.method](
    consoleRoutes.subscription.path,
    {
      config: { access: 'console', consoleAction: 'subscriptions:read' },
      schema: {
        tags,
        summary: 'One report subscription',
        security,
        ...routeSchema(consoleRoutes.subscription),
      },
    },
    async (request) =>
      subscriptionAnswer(
        await subscriptionRow(ctx.db, companyScope(sessionOf(request)), request.params.id),
      ),
  );

  typed[consoleRoutes.createSubscription.method](
    consoleRoutes.createSubscription.path,
    {
      config: { access: 'console', consoleAction: 'subscriptions:write' },
      schema: {
        tags,
        summary: 'Add a report subscription (recipient defaults to your own address)',
        security,
        ...routeSchema(consoleRoutes.createSubscription),
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

  typed[consoleRoutes.updateSubscription.method](
    consoleRoutes.updateSubscription.path,
    {
      config: { access: 'console', consoleAction: 'subscriptions:write' },
      schema: {
        tags,
        summary: 'Change a report subscription; pause and unpause with `paused`',
        security,
        ...routeSchema(consoleRoutes.updateSubscription),
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

  typed[consoleRoutes.deleteSubscription.method](
    consoleRoutes.deleteSubscription.path,
    {
      config: { access: 'console', consoleAction: 'subscriptions:write' },
      schema: {
        tags,
        summary: 'Delete a report subscription',
        security,
        ...routeSchema(consoleRoutes.deleteSubscription),
      },
    },
    async (request) => {
      await deleteSubscription(ctx.db, companyScope(sessionOf(request)), request.params.id);
      return { success: true };
    },
  );

  typed[consoleRoutes.sendSubscriptionNow.method](
    consoleRoutes.sendSubscriptionNow.path,
    {
      config: { access: 'console', consoleAction: 'subscriptions:write' },
      schema: {
        tags,
        summary: 'Send the most recent complete period now (lastsent is not moved)',
        security,
        ...routeSchema(consoleRoutes.sendSubscriptionNow),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const row = await subscriptionRow(ctx.db, companyScope(session), request.params.id);
      readableType(session, row.reportType, 'report_type');
      const timeZone = await locationTimeZone(ctx.db, row.locationId);
      if (timeZone === undefined) throw new NotFoundError('No such location');
      const period = latestCompletePeriod(row, timeZone, ctx.now());
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
