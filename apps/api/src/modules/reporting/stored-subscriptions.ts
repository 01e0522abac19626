import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import type { ScheduledSubscription } from '../../platform/jobs/due-deliveries.js';
import { locations } from '../counting/index.js';
import { reportSubscriptions } from './schema.js';

/** The stored subscriptions that are not paused, with their location's time zone (decision 207). */
export async function listStoredSubscriptions(db: Db): Promise<ScheduledSubscription[]> {
  const rows = await db
    .select({
      id: reportSubscriptions.id,
      timeZone: locations.timeZone,
      trigger: reportSubscriptions.trigger,
      period: reportSubscriptions.period,
      startDate: reportSubscriptions.startDate,
      endDate: reportSubscriptions.endDate,
      lastSent: reportSubscriptions.lastsent,
      createdAt: reportSubscriptions.createdAt,
    })
    .from(reportSubscriptions)
    .innerJoin(locations, eq(locations.id, reportSubscriptions.locationId))
    .where(eq(reportSubscriptions.paused, false));
  return rows.map(({ id, timeZone, ...schedule }) => ({ id, timeZone, schedule }));
}
