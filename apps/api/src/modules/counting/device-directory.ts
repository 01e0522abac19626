import type { DeviceType, LocationRules } from '@careshop/counting';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { devices, locations } from './schema.js';

/** What ingestion needs to know about a device before it reads the body. */
export interface IngestDevice {
  id: number;
  companyId: number;
  locationId: number;
  deviceType: DeviceType;
  rtId: string;
  isRevoked: boolean;
  /** Counting rules of the device's location, as they were when the device was looked up. */
  rules: LocationRules;
}

/**
 * Finds devices by key hash for ingestion, with a short-lived cache (decision 187): a device
 * pushes every minute or so, and its row rarely changes. The cache only answers the early
 * refusal and the parse context; every write re-checks revocation, location and rules in the
 * statement that stores the data, so a stale entry can never store data a fresh one would refuse.
 */
export interface DeviceDirectory {
  find(keyHash: string): Promise<IngestDevice | undefined>;
  /** Drops one device (after revoke, pause, move or key rotation) so the next push reads it. */
  forgetDevice(deviceId: number): void;
  /** Drops one key hash (when a write found the entry stale). */
  forgetKey(keyHash: string): void;
  clear(): void;
}

/** Options of {@link createDeviceDirectory}. */
export interface DeviceDirectoryOptions {
  /** How long an entry is trusted; at most 60 s (decision 187). */
  ttlMs?: number;
  maxEntries?: number;
  /** Monotonic milliseconds; defaults to `performance.now`. */
  clock?: () => number;
}

interface Entry {
  at: number;
  device: Promise<IngestDevice | undefined>;
  /** The device id once loaded. */
  id?: number;
}

async function loadDevice(db: Db, keyHash: string): Promise<IngestDevice | undefined> {
  const [row] = await db
    .select({
      id: devices.id,
      companyId: devices.companyId,
      locationId: devices.locationId,
      deviceType: devices.deviceType,
      rtId: devices.rtId,
      isRevoked: devices.isRevoked,
      timeZone: locations.timeZone,
      ignoreBefore: locations.ignoreBefore,
      ignoreAfter: locations.ignoreAfter,
      statsAvailableFrom: locations.statsAvailableFrom,
    })
    .from(devices)
    .innerJoin(locations, eq(locations.id, devices.locationId))
    .where(eq(devices.keyHash, keyHash))
    .limit(1);
  if (!row) return undefined;
  const { timeZone, ignoreBefore, ignoreAfter, statsAvailableFrom, ...device } = row;
  return { ...device, rules: { timeZone, ignoreBefore, ignoreAfter, statsAvailableFrom } };
}

export function createDeviceDirectory(
  db: Db,
  options: DeviceDirectoryOptions = {},
): DeviceDirectory {
  const ttl = Math.min(options.ttlMs ?? 60_000, 60_000);
  const maxEntries = options.maxEntries ?? 10_000;
  const clock = options.clock ?? (() => performance.now());
  const entries = new Map<string, Entry>();

  return {
    find(keyHash) {
      const now = clock();
      const cached = entries.get(keyHash);
      if (cached && now - cached.at < ttl) return cached.device;
      if (entries.size >= maxEntries) {
        // Oldest first: a Map iterates in insertion order.
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      const device = loadDevice(db, keyHash);
      const entry: Entry = { at: now, device };
      entries.set(keyHash, entry);
      // An unknown key is not remembered: a device created a second later must work at once.
      device.then(
        (found) => {
          if (found) entry.id = found.id;
          else if (entries.get(keyHash) === entry) entries.delete(keyHash);
        },
        () => {
          if (entries.get(keyHash) === entry) entries.delete(keyHash);
        },
      );
      return device;
    },
    forgetDevice(deviceId) {
      // A lookup still under way may be of this device: dropped too.
      for (const [keyHash, entry] of entries) {
        if (entry.id === undefined || entry.id === deviceId) entries.delete(keyHash);
      }
    },
    forgetKey(keyHash) {
      entries.delete(keyHash);
    },
    clear() {
      entries.clear();
    },
  };
}
