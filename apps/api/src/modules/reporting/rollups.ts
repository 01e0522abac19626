import type { RollupRow } from '@careshop/reporting';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { rollupDaily, rollupHourly } from '../counting/index.js';

/** Which rollups to read: one location's metrics over local dates [`from`, `to`). */
export interface RollupQuery {
  locationId: number;
  /** `hourly` for hours (and occupancy alerts, the heatmap), `daily` for days and months. */
  source: 'hourly' | 'daily';
  from: string;
  to: string;
  metrics: readonly string[];
}

/**
 * The one reader of the rollups behind reports and console charts (decisions 201, 213): the rows
 * `buildReportRows` turns into buckets and totals, so a chart and a report file of the same window
 * read the same rows.
 */
export async function readRollups(db: Db, query: RollupQuery): Promise<RollupRow[]> {
  const { locationId, from, to } = query;
  const metrics = [...new Set(query.metrics)];
  if (metrics.length === 0) return [];
  if (query.source === 'hourly') {
    return db
      .select({
        localDate: rollupHourly.localDate,
        hour: rollupHourly.hour,
        metric: rollupHourly.metric,
        value: rollupHourly.value,
      })
      .from(rollupHourly)
      .where(
        and(
          eq(rollupHourly.locationId, locationId),
          gte(rollupHourly.localDate, from),
          lt(rollupHourly.localDate, to),
          inArray(rollupHourly.metric, metrics),
        ),
      );
  }
  return db
    .select({
      localDate: rollupDaily.localDate,
      metric: rollupDaily.metric,
      value: rollupDaily.value,
    })
    .from(rollupDaily)
    .where(
      and(
        eq(rollupDaily.locationId, locationId),
        gte(rollupDaily.localDate, from),
        lt(rollupDaily.localDate, to),
        inArray(rollupDaily.metric, metrics),
      ),
    );
}
