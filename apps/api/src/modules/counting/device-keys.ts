import { randomBytes } from 'node:crypto';
import { hashToken } from '../identity/index.js';

/** A device's secret key as shown once, and what the database keeps of it. */
export interface DeviceKey {
  /** `dk_` + 32 random bytes (base64url); shown once at creation or rotation, never stored. */
  key: string;
  /** SHA-256 hex of the key: the only thing stored (`devices.key_hash`). */
  hash: string;
  /** The first characters, so people can tell keys apart in the console. */
  prefix: string;
}

/** A new random device key. */
export function newDeviceKey(): DeviceKey {
  const key = `dk_${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashDeviceKey(key), prefix: key.slice(0, 10) };
}

/** What `devices.key_hash` holds for a key. */
export function hashDeviceKey(key: string): string {
  return hashToken(key);
}

/**
 * The device key an ingestion request carries: `Authorization: Bearer <key>`, or Basic auth
 * with the key as password (any user name, as some counters only speak Basic). Undefined when
 * absent or malformed.
 */
export function deviceKeyFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = header.trim();
  const bearer = /^Bearer\s+(\S{1,512})$/i.exec(value);
  if (bearer) return bearer[1];
  const basic = /^Basic\s+([A-Za-z0-9+/=]{1,1024})$/i.exec(value);
  if (!basic?.[1]) return undefined;
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const password = colon >= 0 ? decoded.slice(colon + 1) : decoded;
  return password.length > 0 && password.length <= 512 ? password : undefined;
}
