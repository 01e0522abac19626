import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';

/**
 * Rebuilds the hourly and daily rollups of some locations from their raw bins and self-check
 * transactions, in the database, in one transaction.
 *
 * Ingestion adds every new bin to the rollups as it arrives (counting/ingest.ts); this rebuild
 * computes the same numbers from scratch, with the same rules as `@careshop/counting`:
 * - a bin or transaction belongs to the local date and hour of its start in the location's
 *   IANA time zone (PostgreSQL's `AT TIME ZONE` reads the same tz database);
 * - hours before `ignore_before` and from `ignore_after` on, and dates before
 *   `stats_available_from`, are not counted;
 * - paused and missing bins are kept and never counted;
 * - counter bins give `enter` / `leave`, gate bins `gate_enter` / `gate_leave`, self-check
 *   transactions `selfcheck_<kind>_ok` / `_refused`.
 *
 * It runs when a location's counting settings change (time zone, hours, stats start), so the
 * reports follow the new settings at once, and after the demo seed writes its history.
 */
export async function rebuildRollups(db: Db, locationIds: readonly number[]): Promise<void> {
  if (locationIds.length === 0) return;
  const ids = sql.join(
    locationIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM rollup_hourly WHERE location_id IN (${ids})`);
    await tx.execute(sql`DELETE FROM rollup_daily WHERE location_id IN (${ids})`);
    await tx.execute(sql`
      WITH events AS (
        SELECT b.location_id, b.bin_start AS at, m.metric, m.value
        FROM count_bins b
        JOIN devices d ON d.id = b.device_id
        CROSS JOIN LATERAL (VALUES
          (CASE WHEN d.device_type = 'eco_gate' THEN 'gate_enter' ELSE 'enter' END, b.enters),
          (CASE WHEN d.device_type = 'eco_gate' THEN 'gate_leave' ELSE 'leave' END, b.exits)
        ) AS m(metric, value)
        WHERE b.location_id IN (${ids}) AND NOT b.paused AND NOT b.missing AND m.value > 0
        UNION ALL
        SELECT s.location_id, s.occurred_at,
          'selfcheck_' || s.kind || CASE WHEN s.ok THEN '_ok' ELSE '_refused' END, 1
        FROM selfcheck_transactions s
        WHERE s.location_id IN (${ids}) AND NOT s.paused
      ),
      local AS (
        SELECT e.location_id, e.metric, e.value,
          (e.at AT TIME ZONE l.time_zone)::date AS local_date,
          extract(hour FROM (e.at AT TIME ZONE l.time_zone))::smallint AS hour,
          l.ignore_before, l.ignore_after, l.stats_available_from
        FROM events e JOIN locations l ON l.id = e.location_id
      )
      INSERT INTO rollup_hourly (location_id, local_date, hour, metric, value)
      SELECT location_id, local_date, hour, metric, sum(value)
      FROM local
      WHERE (ignore_before IS NULL OR hour >= ignore_before)
        AND (ignore_after IS NULL OR hour < ignore_after)
        AND (stats_available_from IS NULL OR local_date >= stats_available_from)
      GROUP BY location_id, local_date, hour, metric
    `);
    await tx.execute(sql`
      INSERT INTO rollup_daily (location_id, local_date, metric, value)
      SELECT location_id, local_date, metric, sum(value)
      FROM rollup_hourly
      WHERE location_id IN (${ids})
      GROUP BY location_id, local_date, metric
    `);
  });
}
