import {
  apiResultSchema,
  idParamsSchema,
  locationFormSchema,
  locationListSchema,
  locationSchema,
} from '@careshop/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
import { rebuildRollups } from '../../counting/index.js';
import { companyScope, consoleSessionOf } from '../../identity/index.js';
import type { ConsoleAdminDeps } from '../deps.js';
import {
  createLocation,
  deleteLocation,
  getLocation,
  listLocations,
  updateLocation,
} from '../locations.js';

const tags = ['console'];
const security = [{ bearer: [] }];

/**
 * Locations of the console user's company (every company for a super administrator). A location
 * with devices or counted history is hidden rather than deleted, so its counts and rollups stay
 * in reports (decisions 196, 274); an unused one can be deleted.
 */
export async function consoleLocationRoutes(
  app: FastifyInstance,
  ctx: ConsoleAdminDeps,
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const scopeOf = (request: Parameters<typeof consoleSessionOf>[0]) =>
    companyScope(consoleSessionOf(request));

  typed.get(
    '/console/locations',
    {
      config: { access: 'console', consoleAction: 'locations:read' },
      schema: {
        tags,
        summary: 'Locations in scope',
        security,
        response: { 200: locationListSchema, ...errorResponses },
      },
    },
    async (request) => ({ items: await listLocations(ctx.db, scopeOf(request)) }),
  );

  typed.get(
    '/console/locations/:id',
    {
      config: { access: 'console', consoleAction: 'locations:read' },
      schema: {
        tags,
        summary: 'One location',
        security,
        params: idParamsSchema,
        response: { 200: locationSchema, ...errorResponses },
      },
    },
    async (request) => getLocation(ctx.db, scopeOf(request), request.params.id),
  );

  typed.post(
    '/console/locations',
    {
      config: { access: 'console', consoleAction: 'locations:write' },
      schema: {
        tags,
        summary: 'Add a location (SPEC 3 fields; decision 195 rules)',
        security,
        body: locationFormSchema,
        response: { 201: locationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const location = await createLocation(ctx.db, scopeOf(request), request.body, ctx.now());
      return reply.status(201).send(location);
    },
  );

  typed.put(
    '/console/locations/:id',
    {
      config: { access: 'console', consoleAction: 'locations:write' },
      schema: {
        tags,
        summary: "Replace a location's fields; live occupancy follows at once",
        security,
        params: idParamsSchema,
        body: locationFormSchema,
        response: { 200: locationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const countingRules = (l: Awaited<ReturnType<typeof getLocation>>) =>
        [l.timeZone, l.ignore_before, l.ignore_after, l.stats_available_from].join('|');
      const { location, rulesChanged } = await ctx.db.transaction(async (tx) => {
        const before = await getLocation(tx, scopeOf(request), request.params.id);
        const after = await updateLocation(
          tx,
          scopeOf(request),
          request.params.id,
          request.body,
          ctx.now(),
        );
        const changed = countingRules(before) !== countingRules(after);
        // The rules that decide what is counted changed: the rollups follow them (decision 171),
        // rebuilt by a job queued with the change (decision 211), or at once without the engine.
        if (changed && ctx.jobs) await ctx.jobs.queueRollupRebuild(after.id, tx);
        return { location: after, rulesChanged: changed };
      });
      if (rulesChanged) {
        if (!ctx.jobs) await rebuildRollups(ctx.db, [location.id]);
        // Every device of the location is looked up again.
        ctx.deviceDirectory.clear();
      }
      // Thresholds, name or time zone may have changed: live streams read the location again.
      await ctx.liveHub.publish([location.id]);
      return location;
    },
  );

  typed.delete(
    '/console/locations/:id',
    {
      config: { access: 'console', consoleAction: 'locations:write' },
      schema: {
        tags,
        summary:
          'Delete a location without devices or counted history, with its report subscriptions and promos (decision 274); 409 location_has_devices (details.devices) or location_has_history otherwise',
        security,
        params: idParamsSchema,
        response: { 200: apiResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      await deleteLocation(ctx.db, scopeOf(request), request.params.id);
      return { success: true };
    },
  );
}
