import { randomUUID } from 'node:crypto';
import type { DeviceType } from '@careshop/counting';
import { newDeviceKey } from '../modules/counting/device-keys.js';
import { devices, locations } from '../modules/counting/index.js';
import { companies } from '../modules/identity/index.js';
import type { Db } from '../platform/db/database.js';

/** Options of {@link addIngestDevice}. */
export interface AddIngestDeviceOptions {
  deviceType: DeviceType;
  /** Reuse a company; a new one is created otherwise. */
  companyId?: number;
  /** Reuse a location; a new one (with the fields below) is created otherwise. */
  locationId?: number;
  timeZone?: string;
  ignoreBefore?: number | null;
  ignoreAfter?: number | null;
  statsAvailableFrom?: string | null;
  paused?: boolean;
  isRevoked?: boolean;
  bidirectional?: boolean;
  rtId?: string;
}

/** A pushing device as a test or bench sees it: its ids and its secret key. */
export interface IngestDeviceFixture {
  companyId: number;
  locationId: number;
  deviceId: number;
  rtId: string;
  key: string;
}

/** Creates a device (and its company and location when not given) with a fresh key. */
export async function addIngestDevice(
  db: Db,
  options: AddIngestDeviceOptions,
): Promise<IngestDeviceFixture> {
  let companyId = options.companyId;
  if (companyId === undefined) {
    const [company] = await db
      .insert(companies)
      .values({ name: `Company ${randomUUID().slice(0, 8)}` })
      .returning({ id: companies.id });
    companyId = company?.id;
  }
  if (companyId === undefined) throw new Error('no company');
  let locationId = options.locationId;
  if (locationId === undefined) {
    const [location] = await db
      .insert(locations)
      .values({
        companyId,
        name: `Location ${randomUUID().slice(0, 8)}`,
        timeZone: options.timeZone ?? 'Europe/Amsterdam',
        ignoreBefore: options.ignoreBefore ?? null,
        ignoreAfter: options.ignoreAfter ?? null,
        statsAvailableFrom: options.statsAvailableFrom ?? null,
      })
      .returning({ id: locations.id });
    locationId = location?.id;
  }
  if (locationId === undefined) throw new Error('no location');
  const key = newDeviceKey();
  const rtId = options.rtId ?? `RT-${randomUUID().slice(0, 12)}`;
  const [device] = await db
    .insert(devices)
    .values({
      companyId,
      locationId,
      name: `${options.deviceType} ${rtId}`,
      deviceType: options.deviceType,
      rtId,
      keyHash: key.hash,
      keyPrefix: key.prefix,
      paused: options.paused ?? false,
      isRevoked: options.isRevoked ?? false,
      bidirectional: options.bidirectional ?? false,
    })
    .returning({ id: devices.id });
  if (!device) throw new Error('no device');
  return { companyId, locationId, deviceId: device.id, rtId, key: key.key };
}
