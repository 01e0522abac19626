import { localDayStart } from '@careshop/counting';
import type { NotCounted } from '@careshop/validation';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';

interface Row {
  device_id: number;
  device_name: string;
  status: number | null;
  bins: number | string;
}

/**
 * Bins devices marked as not counted (decision 181: a Brickstream `Status` other than 0, or a bin
 * sent as `missing`), per device and status, among bins matching `where` (on `b`, the bins). Only
 * bins in hours the location counts are told (decision 258): a bin outside them would not have
 * counted whatever its status.
 */
async function notCountedBins(db: Db, where: SQL): Promise<Row[]> {
  const result = (await db.execute(sql`
    SELECT b.device_id, d.name AS device_name, b.status, count(*)::int AS bins
    FROM count_bins b
    JOIN devices d ON d.id = b.device_id
    JOIN locations l ON l.id = b.location_id
    CROSS JOIN LATERAL (
      SELECT (b.bin_start AT TIME ZONE l.time_zone) AS at
    ) AS local
    WHERE b.missing AND ${where}
      AND (l.ignore_before IS NULL OR extract(hour FROM local.at) >= l.ignore_before)
      AND (l.ignore_after IS NULL OR extract(hour FROM local.at) < l.ignore_after)
      AND (l.stats_available_from IS NULL OR local.at::date >= l.stats_available_from)
    GROUP BY b.device_id, d.name, b.status
    ORDER BY d.name, b.device_id, b.status NULLS LAST`)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Not counted bins of a location's devices over its local dates [`from`, `to`). */
export async function notCountedOfLocation(
  db: Db,
  location: { id: number; timeZone: string },
  window: { from: string; to: string },
): Promise<NotCounted[]> {
  const start = localDayStart(window.from, location.timeZone).toISOString();
  const end = localDayStart(window.to, location.timeZone).toISOString();
  const rows = await notCountedBins(
    db,
    sql`b.location_id = ${location.id} AND b.bin_start >= ${start}::timestamptz
      AND b.bin_start < ${end}::timestamptz`,
  );
  return rows.map((row) => ({
    device_id: Number(row.device_id),
    device_name: row.device_name,
    status: row.status === null ? null : Number(row.status),
    bins: Number(row.bins),
  }));
}

/** How many days back the device list tells not counted bins. */
export const NOT_COUNTED_DAYS = 7;

/** Not counted bins of some devices over the last {@link NOT_COUNTED_DAYS} days, per device. */
export async function notCountedOfDevices(
  db: Db,
  deviceIds: readonly number[],
  now: Date,
): Promise<Map<number, { status: number | null; bins: number }[]>> {
  const byDevice = new Map<number, { status: number | null; bins: number }[]>();
  if (deviceIds.length === 0) return byDevice;
  const since = new Date(now.getTime() - NOT_COUNTED_DAYS * 86_400_000).toISOString();
  const ids = sql.join(
    deviceIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await notCountedBins(
    db,
    sql`b.device_id IN (${ids}) AND b.bin_start >= ${since}::timestamptz`,
  );
  for (const row of rows) {
    const id = Number(row.device_id);
    const list = byDevice.get(id) ?? [];
    list.push({
      status: row.status === null ? null : Number(row.status),
      bins: Number(row.bins),
    });
    byDevice.set(id, list);
  }
  return byDevice;
}
