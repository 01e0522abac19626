import {
  deviceCreateSchema,
  deviceListQuerySchema,
  deviceListSchema,
  deviceSchema,
  deviceUpdateSchema,
  deviceWithKeySchema,
  idParamsSchema,
} from '@careshop/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
import { companyScope, consoleSessionOf } from '../../identity/index.js';
import type { CountingDeps } from '../deps.js';
import {
  createDevice,
  listDevices,
  revokeDevice,
  rotateDeviceKey,
  updateDevice,
} from '../devices.js';

const tags = ['console'];
const security = [{ bearer: [] }];

/**
 * Devices of the locations in scope. A device's key is answered once, when the device is added
 * or its key rotated; lists show only the key's first characters (decision 196).
 */
export async function consoleDeviceRoutes(app: FastifyInstance, ctx: CountingDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const scopeOf = (request: Parameters<typeof consoleSessionOf>[0]) =>
    companyScope(consoleSessionOf(request));

  typed.get(
    '/console/devices',
    {
      config: { access: 'console', consoleAction: 'devices:read' },
      schema: {
        tags,
        summary:
          'Devices in scope: type, last seen, last known IP, firmware, key prefix, bins not counted in the last 7 days',
        security,
        querystring: deviceListQuerySchema,
        response: { 200: deviceListSchema, ...errorResponses },
      },
    },
    async (request) => ({
      items: await listDevices(ctx.db, scopeOf(request), ctx.now(), request.query.location_id),
    }),
  );

  typed.post(
    '/console/devices',
    {
      config: { access: 'console', consoleAction: 'devices:write' },
      schema: {
        tags,
        summary: 'Add a device; its key is in this answer and never again',
        security,
        body: deviceCreateSchema,
        response: { 201: deviceWithKeySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await createDevice(ctx.db, scopeOf(request), request.body);
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  typed.patch(
    '/console/devices/:id',
    {
      config: { access: 'console', consoleAction: 'devices:write' },
      schema: {
        tags,
        summary: 'Rename, move, pause or unpause a device',
        security,
        params: idParamsSchema,
        body: deviceUpdateSchema,
        response: { 200: deviceSchema, ...errorResponses },
      },
    },
    async (request) => {
      const device = await updateDevice(ctx.db, scopeOf(request), request.params.id, request.body);
      // Paused or moved: ingestion reads the device again (decision 187).
      ctx.deviceDirectory.forgetDevice(request.params.id);
      return device;
    },
  );

  typed.post(
    '/console/devices/:id/revoke',
    {
      config: { access: 'console', consoleAction: 'devices:write' },
      schema: {
        tags,
        summary: 'Revoke a device for good: its key is refused from now on',
        security,
        params: idParamsSchema,
        response: { 200: deviceSchema, ...errorResponses },
      },
    },
    async (request) => {
      const device = await revokeDevice(ctx.db, scopeOf(request), request.params.id);
      ctx.deviceDirectory.forgetDevice(request.params.id);
      return device;
    },
  );

  typed.post(
    '/console/devices/:id/rotate-key',
    {
      config: { access: 'console', consoleAction: 'devices:write' },
      schema: {
        tags,
        summary: 'Give a device a new key (in this answer only); the old key is refused at once',
        security,
        params: idParamsSchema,
        response: { 200: deviceWithKeySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const rotated = await rotateDeviceKey(ctx.db, scopeOf(request), request.params.id);
      // The old key stores nothing from now on in any process (the storing statement checks the
      // key); this process also stops answering it from its directory.
      ctx.deviceDirectory.forgetDevice(request.params.id);
      return reply.header('cache-control', 'no-store').send(rotated);
    },
  );
}
