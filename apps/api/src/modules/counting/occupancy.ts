import { localDateOf, occupancy } from '@careshop/counting';
import { countSourcesOf } from '@careshop/reporting';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { type CompanyScope, inScope, isoOrNull } from './console-scope.js';
import { devices, locations, rollupHourly } from './schema.js';

/** The live occupancy of one location (the console's live page and stream). */
export type LocationOccupancy = {
  location_id: number;
  company_id: number;
  name: string;
  count: number;
  percent: number | null;
  level: 'green' | 'orange' | 'red' | 'none';
  enters_today: number;
  leaves_today: number;
  /** The location's local date the counts are of. */
  local_date: string;
  /** When a device of the location last pushed data; null when none has. */
  updated_at: string | null;
  /** The location's IANA time zone (decision 263: its times say their zone). */
  time_zone: string;
};

/** Which locations to read: those of a scope, optionally only some ids. */
export interface OccupancyFilter {
  scope: CompanyScope;
  locationIds?: readonly number[];
}

/**
 * Occupancy of the visible locations of a scope (hidden ones are left out), from today's
 * `enter` / `leave` hourly rollups (a location counted by gates only: `gate_enter` / `gate_leave`,
 * decision 171) of each location's own local date (decision 198): enters −
 * leaves since the local day started, against the location's thresholds.
 */
export async function readOccupancy(
  db: Db,
  filter: OccupancyFilter,
  now: Date,
): Promise<LocationOccupancy[]> {
  if (filter.locationIds && filter.locationIds.length === 0) return [];
  const places = await db
    .select({
      id: locations.id,
      companyId: locations.companyId,
      name: locations.name,
      timeZone: locations.timeZone,
      optimalBalance: locations.optimalBalance,
      balanceOrange: locations.balanceOrange,
      balanceRed: locations.balanceRed,
    })
    .from(locations)
    .where(
      and(
        inScope(filter.scope, locations.companyId),
        eq(locations.hidden, false),
        filter.locationIds ? inArray(locations.id, [...filter.locationIds]) : undefined,
      ),
    )
    .orderBy(
      asc(locations.companyId),
      asc(locations.order),
      asc(locations.name),
      asc(locations.id),
    );
  if (places.length === 0) return [];
  const dateOf = new Map(places.map((place) => [place.id, localDateOf(now, place.timeZone)]));
  const ids = places.map((place) => place.id);
  const dates = [...new Set(dateOf.values())];
  const [sums, seen] = await Promise.all([
    db
      .select({
        locationId: rollupHourly.locationId,
        localDate: rollupHourly.localDate,
        metric: rollupHourly.metric,
        total: sql<string>`sum(${rollupHourly.value})`,
      })
      .from(rollupHourly)
      .where(
        and(
          inArray(rollupHourly.locationId, ids),
          inArray(rollupHourly.localDate, dates),
          inArray(rollupHourly.metric, ['enter', 'leave', 'gate_enter', 'gate_leave']),
        ),
      )
      .groupBy(rollupHourly.locationId, rollupHourly.localDate, rollupHourly.metric),
    db
      .select({
        locationId: devices.locationId,
        lastSeen: max(devices.lastSeenAt),
        types: sql<string[]>`array_agg(DISTINCT ${devices.deviceType})`,
      })
      .from(devices)
      .where(inArray(devices.locationId, ids))
      .groupBy(devices.locationId),
  ]);
  const totals = new Map<string, number>();
  for (const row of sums) {
    if (row.localDate !== dateOf.get(row.locationId)) continue;
    totals.set(`${row.locationId} ${row.metric}`, Number(row.total));
  }
  const lastSeen = new Map(seen.map((row) => [row.locationId, row.lastSeen]));
  // A people counter counts this location; a location with gates and no counter is counted by
  // its gates (the one rule of Counts too, decision 258).
  const gateCounted = new Set(
    seen
      .filter((row) => countSourcesOf(row.types ?? [])[0] === 'gate')
      .map((row) => row.locationId),
  );
  return places.map((place) => {
    // Libraries with only a gate at the door count their people with it (decision 171).
    const prefix = gateCounted.has(place.id) ? 'gate_' : '';
    const enters = totals.get(`${place.id} ${prefix}enter`) ?? 0;
    const leaves = totals.get(`${place.id} ${prefix}leave`) ?? 0;
    const current = occupancy(enters, leaves, place);
    const seenAt = lastSeen.get(place.id);
    return {
      location_id: place.id,
      company_id: place.companyId,
      name: place.name,
      count: current.count,
      percent: current.percent,
      level: current.level,
      enters_today: enters,
      leaves_today: leaves,
      local_date: dateOf.get(place.id) ?? '',
      updated_at: isoOrNull(seenAt ? new Date(seenAt) : null),
      time_zone: place.timeZone,
    };
  });
}
