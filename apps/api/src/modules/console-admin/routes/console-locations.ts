import { routeSchema } from '@careshop/validation';
import * as consoleRoutes from '@careshop/validation/console-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rebuildRollups } from '../../counting/index.js';
import { companyScope, consoleSessionOf } from '../../identity/index.js';
import type { ConsoleAdminDeps } from '../deps.js';
import {
  createLocation,
  deleteLocation,
  getLocation,
  listLocations,
  replaceLocation,
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

  typed[consoleRoutes.locations.method](
    consoleRoutes.locations.path,
    {
      config: { access: 'console', consoleAction: 'locations:read' },
      schema: {
        tags,
        summary: 'Locations in scope',
        security,
        ...routeSchema(consoleRoutes.locations),
      },
    },
    async (request) => ({ items: await listLocations(ctx.db, scopeOf(request)) }),
  );

  typed[consoleRoutes.location.method](
    consoleRoutes.location.path,
    {
      config: { access: 'console', consoleAction: 'locations:read' },
      schema: {
        tags,
        summary: 'One location',
        security,
        ...routeSchema(consoleRoutes.location),
      },
    },
    async (request) => getLocation(ctx.db, scopeOf(request), request.params.id),
  );

  typed[consoleRoutes.createLocation.method](
    consoleRoutes.createLocation.path,
    {
      config: { access: 'console', consoleAction: 'locations:write' },
      schema: {
        tags,
        summary: 'Add a location (SPEC 3 fields; decision 195 rules)',
        security,
        ...routeSchema(consoleRoutes.createLocation),
      },
    },
    async (request, reply) => {
      const location = await createLocation(ctx.db, scopeOf(request), request.body, ctx.now());
      return reply.status(201).send(location);
    },
  );

  typed[consoleRoutes.updateLocation.method](
    consoleRoutes.updateLocation.path,
    {
      config: { access: 'console', consoleAction: 'locations:write' },
      schema: {
        tags,
        summary: "Replace a location's fields; live occupancy follows at once",
        security,
        ...routeSchema(consoleRoutes.updateLocation),
      },
    },
    async (request) => {
      // The rules that decide what is counted changed: the rollups follow them (decision 171),
      // rebuilt by a job queued with the change (decision 211), or at once without the engine.
      const { location, rulesChanged } = await replaceLocation(
        ctx.db,
        ctx.jobs,
        scopeOf(request),
        request.params.id,
        request.body,
        ctx.now(),
      );
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

  typed[consoleRoutes.deleteLocation.method](
    consoleRoutes.deleteLocation.path,
    {
      config: { access: 'console', consoleAction: 'locations:write' },
      schema: {
        tags,
        summary:
          'Delete a location without devices or counted history, with its report subscriptions and promos (decision 274); 409 location_has_devices (details.devices) or location_has_history otherwise',
        security,
        ...routeSchema(consoleRoutes.deleteLocation),
      },
    },
    async (request) => {
      await deleteLocation(ctx.db, scopeOf(request), request.params.id);
      return { success: true };
    },
  );
}
