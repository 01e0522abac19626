import type { FastifyReply, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../../platform/http/errors.js';
import type { DeviceDirectory, IngestDevice } from './device-directory.js';
import { deviceKeyFromHeader, hashDeviceKey } from './device-keys.js';

const pushingDevices = new WeakMap<FastifyRequest, { device: IngestDevice; keyHash: string }>();
const keyHashes = new WeakMap<FastifyRequest, string | null>();

/**
 * The SHA-256 of the device key a request carries, undefined without a (well-formed) key; worked
 * out once per request, as both the per-device rate limit and the access check need it.
 */
export function deviceKeyHashOf(request: FastifyRequest): string | undefined {
  let hash = keyHashes.get(request);
  if (hash === undefined) {
    const key = deviceKeyFromHeader(request.headers.authorization);
    hash = key === undefined ? null : hashDeviceKey(key);
    keyHashes.set(request, hash);
  }
  return hash ?? undefined;
}

/** The device of a `device` route and the hash of its key, found by its onRequest hook. */
export function pushingDeviceOf(request: FastifyRequest): {
  device: IngestDevice;
  keyHash: string;
} {
  const found = pushingDevices.get(request);
  if (!found) throw new Error(`${request.method} ${request.url} is not a 'device' route`);
  return found;
}

/** Basic-auth devices that wait for a challenge before they send their credentials get one. */
const deviceChallenge = 'Basic realm="careshop-ingest", charset="UTF-8"';

/**
 * The `device` access check (decision 185): finds the pushing device by its key (Bearer, or Basic
 * with the key as password); an unknown key is 401 `device_unknown`, a revoked device 401
 * `device_revoked`.
 */
export function deviceAccessCheck(deviceDirectory: DeviceDirectory) {
  return (request: FastifyRequest, reply: FastifyReply) =>
    requireDevice(deviceDirectory, request, reply);
}

async function requireDevice(
  deviceDirectory: DeviceDirectory,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const keyHash = deviceKeyHashOf(request);
  const device = keyHash === undefined ? undefined : await deviceDirectory.find(keyHash);
  if (!device || keyHash === undefined) {
    reply.header('www-authenticate', deviceChallenge);
    throw new UnauthorizedError(
      keyHash === undefined
        ? 'A device key is required (Authorization: Bearer <key>, or Basic with the key as password)'
        : 'No device has this key',
      'device_unknown',
    );
  }
  if (device.isRevoked) {
    reply.header('www-authenticate', deviceChallenge);
    throw new UnauthorizedError('This device has been revoked', 'device_revoked');
  }
  pushingDevices.set(request, { device, keyHash });
}
