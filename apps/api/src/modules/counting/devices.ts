import type { DeviceCreate, DeviceUpdate } from '@careshop/validation';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { sqlState } from '../../platform/db/database-errors.js';
import { ConflictError, NotFoundError } from '../../platform/http/errors.js';
import {
  type CompanyScope,
  inScope,
  isoOrNull,
  referencedLocation,
  scopedRow,
} from './console-scope.js';
import { newDeviceKey } from './device-keys.js';
import { notCountedOfDevices } from './not-counted.js';
import { devices } from './schema.js';

type DeviceRow = typeof devices.$inferSelect;

/** A device as the console lists it: never the key or its hash, only the key's first characters. */
export function deviceAnswer(row: DeviceRow) {
  return {
    id: row.id,
    company_id: row.companyId,
    location_id: row.locationId,
    name: row.name,
    device_type: row.deviceType,
    rt_id: row.rtId,
    key_prefix: row.keyPrefix,
    last_known_ip: row.lastKnownIp,
    last_seen_at: isoOrNull(row.lastSeenAt),
    firmware: row.firmware,
    paused: row.paused,
    is_revoked: row.isRevoked,
    bidirectional: row.bidirectional,
    created_at: row.createdAt.toISOString(),
  };
}

function rtIdTaken(): ConflictError {
  return new ConflictError('rt_id_taken', 'Another device of this company has this rt_id', {
    field: 'rt_id',
  });
}

/** `rt_id` is unique per company (the database's unique index settles a race). */
async function assertRtIdFree(db: Db, companyId: number, rtId: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(
      and(
        eq(devices.companyId, companyId),
        eq(devices.rtId, rtId),
        exceptId === undefined ? undefined : ne(devices.id, exceptId),
      ),
    );
  if (taken) throw rtIdTaken();
}

function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * The devices in scope, each with the bins it marked as not counted in the last 7 days
 * (`not_counted`, per status).
 */
export async function listDevices(db: Db, scope: CompanyScope, now: Date, locationId?: number) {
  const rows = await db
    .select()
    .from(devices)
    .where(
      and(
        inScope(scope, devices.companyId),
        locationId === undefined ? undefined : eq(devices.locationId, locationId),
      ),
    )
    .orderBy(asc(devices.companyId), asc(devices.locationId), asc(devices.name), asc(devices.id));
  const notCounted = await notCountedOfDevices(
    db,
    rows.map((row) => row.id),
    now,
  );
  return rows.map((row) => ({ ...deviceAnswer(row), not_counted: notCounted.get(row.id) ?? [] }));
}

async function scopedDevice(db: Db, scope: CompanyScope, id: number): Promise<DeviceRow> {
  const [row] = await db
    .select()
    .from(devices)
    .where(scopedRow(scope, devices.id, id, devices.companyId));
  if (!row) throw new NotFoundError('Device not found');
  return row;
}

function refuseRevoked(row: DeviceRow): void {
  if (row.isRevoked) {
    throw new ConflictError('device_revoked', 'The device is revoked; add a new device instead');
  }
}

/**
 * Adds a device to a location in the caller's scope (its company is the location's) with a new
 * key. The answer carries the key; only its hash is stored, so it is never shown again.
 */
export async function createDevice(db: Db, scope: CompanyScope, form: DeviceCreate) {
  const location = await referencedLocation(db, scope, form.location_id);
  await assertRtIdFree(db, location.companyId, form.rt_id);
  const key = newDeviceKey();
  try {
    const [row] = await db
      .insert(devices)
      .values({
        companyId: location.companyId,
        locationId: location.id,
        name: form.name,
        deviceType: form.device_type,
        rtId: form.rt_id,
        keyHash: key.hash,
        keyPrefix: key.prefix,
        bidirectional: form.bidirectional ?? false,
      })
      .returning();
    if (!row) throw new Error('device not inserted');
    return { device: deviceAnswer(row), key: key.key };
  } catch (error) {
    if (isUniqueViolation(error)) throw rtIdTaken();
    throw error;
  }
}

/** Renames, moves (within its company), pauses or unpauses a device; a revoked one is final. */
export async function updateDevice(db: Db, scope: CompanyScope, id: number, form: DeviceUpdate) {
  const current = await scopedDevice(db, scope, id);
  refuseRevoked(current);
  const location =
    form.location_id === undefined
      ? undefined
      : await referencedLocation(db, scope, form.location_id, current.companyId);
  const [row] = await db
    .update(devices)
    .set({
      ...(form.name === undefined ? {} : { name: form.name }),
      ...(location ? { locationId: location.id } : {}),
      ...(form.bidirectional === undefined ? {} : { bidirectional: form.bidirectional }),
      ...(form.paused === undefined ? {} : { paused: form.paused }),
    })
    .where(eq(devices.id, current.id))
    .returning();
  if (!row) throw new NotFoundError('Device not found');
  return deviceAnswer(row);
}

/** Revokes a device for good: its key is refused from now on (ingestion answers 401). */
export async function revokeDevice(db: Db, scope: CompanyScope, id: number) {
  const current = await scopedDevice(db, scope, id);
  const [row] = await db
    .update(devices)
    .set({ isRevoked: true })
    .where(eq(devices.id, current.id))
    .returning();
  if (!row) throw new NotFoundError('Device not found');
  return deviceAnswer(row);
}

/**
 * Gives a device a new key, answered this once; the old key's hash is overwritten in the same
 * statement, so the old key is refused from the next request on.
 */
export async function rotateDeviceKey(db: Db, scope: CompanyScope, id: number) {
  const current = await scopedDevice(db, scope, id);
  refuseRevoked(current);
  const key = newDeviceKey();
  const [row] = await db
    .update(devices)
    .set({ keyHash: key.hash, keyPrefix: key.prefix })
    .where(and(eq(devices.id, current.id), eq(devices.isRevoked, false)))
    .returning();
  if (!row)
    throw new ConflictError('device_revoked', 'The device is revoked; add a new device instead');
  return { device: deviceAnswer(row), key: key.key };
}
