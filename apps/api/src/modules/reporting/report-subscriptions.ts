import { endDateHasPassed } from '@careshop/reporting';
import type {
  ReportSubscriptionCreateRequest,
  ReportSubscriptionPatchRequest,
} from '@careshop/validation';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { NotFoundError } from '../../platform/http/errors.js';
import { invalidField } from '../../platform/http/request-validation.js';
import {
  type CompanyScope,
  inScope,
  isoOrNull,
  locations,
  referencedLocation,
  scopedRow,
} from '../counting/index.js';
import type { ConsoleUser } from '../identity/index.js';
import { reportSubscriptions } from './schema.js';

type SubscriptionRow = typeof reportSubscriptions.$inferSelect;

/** A subscription as the console API answers it (SPEC 3 field names). */
export function subscriptionAnswer(row: SubscriptionRow) {
  return {
    id: row.id,
    company_id: row.companyId,
    location_id: row.locationId,
    owner_user_id: row.ownerUserId,
    recipient: row.recipient,
    max_rows_in_email: row.maxRowsInEmail,
    interval: row.interval,
    period: row.period,
    trigger: row.trigger,
    start_date: row.startDate,
    end_date: row.endDate,
    lastsent: isoOrNull(row.lastsent),
    format: row.format,
    report_type: row.reportType,
    paused: row.paused,
    skip_if_empty: row.skipIfEmpty,
    language: row.language,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listSubscriptions(db: Db, scope: CompanyScope) {
  const rows = await db
    .select()
    .from(reportSubscriptions)
    .where(inScope(scope, reportSubscriptions.companyId))
    .orderBy(asc(reportSubscriptions.companyId), asc(reportSubscriptions.id));
  return rows.map(subscriptionAnswer);
}

/** One subscription of the scope; another company's reads as absent (404). */
export async function subscriptionRow(db: Db, scope: CompanyScope, id: number) {
  const [row] = await db
    .select()
    .from(reportSubscriptions)
    .where(scopedRow(scope, reportSubscriptions.id, id, reportSubscriptions.companyId));
  if (!row) throw new NotFoundError('No such subscription');
  return row;
}

/** The schedule rules of the stored row after a change (a PATCH may touch one date only). */
function checkDates(row: { trigger: string; startDate: string; endDate: string | null }) {
  if (row.trigger === '-' && row.endDate === null)
    throw invalidField('end_date', 'validation.required');
  if (row.endDate !== null && row.endDate <= row.startDate) {
    throw invalidField('end_date', 'validation.end_before_start');
  }
}

/**
 * Refuses an end date that has passed in the location (decision 262): its windows would all be
 * due before the subscription exists, so it would never send anything.
 */
async function checkEndDateNotPast(db: Db, locationId: number, endDate: string, now: Date) {
  const [location] = await db
    .select({ timeZone: locations.timeZone })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (location && endDateHasPassed(endDate, location.timeZone, now)) {
    throw invalidField('end_date', 'validation.end_date_past');
  }
}

/**
 * Adds a subscription in the location's company. The recipient is the user's own address and the
 * language the user's when the body leaves them out (SPEC 5: the own address is prefilled).
 */
export async function createSubscription(
  db: Db,
  scope: CompanyScope,
  user: ConsoleUser,
  form: ReportSubscriptionCreateRequest,
  now: Date,
) {
  const location = await referencedLocation(db, scope, form.location_id);
  if (form.end_date !== undefined) await checkEndDateNotPast(db, location.id, form.end_date, now);
  const [row] = await db
    .insert(reportSubscriptions)
    .values({
      companyId: location.companyId,
      locationId: location.id,
      ownerUserId: user.id,
      recipient: form.recipient ?? user.email,
      maxRowsInEmail: form.max_rows_in_email,
      interval: form.interval,
      period: form.period,
      trigger: form.trigger,
      startDate: form.start_date,
      endDate: form.end_date ?? null,
      format: form.format,
      reportType: form.report_type,
      paused: form.paused ?? false,
      skipIfEmpty: form.skip_if_empty ?? false,
      language: form.language ?? user.language,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('subscription not inserted');
  return subscriptionAnswer(row);
}

/** Changes some fields (pause and unpause included); `lastsent` is never changed here. */
export async function updateSubscription(
  db: Db,
  scope: CompanyScope,
  id: number,
  patch: ReportSubscriptionPatchRequest,
  now: Date,
) {
  const current = await subscriptionRow(db, scope, id);
  const locationId =
    patch.location_id === undefined
      ? current.locationId
      : (await referencedLocation(db, null, patch.location_id, current.companyId)).id;
  const next = {
    locationId,
    recipient: patch.recipient ?? current.recipient,
    maxRowsInEmail: patch.max_rows_in_email ?? current.maxRowsInEmail,
    interval: patch.interval ?? current.interval,
    period: patch.period ?? current.period,
    trigger: patch.trigger ?? current.trigger,
    startDate: patch.start_date ?? current.startDate,
    endDate: patch.end_date === undefined ? current.endDate : patch.end_date,
    format: patch.format ?? current.format,
    reportType: patch.report_type ?? current.reportType,
    paused: patch.paused ?? current.paused,
    skipIfEmpty: patch.skip_if_empty ?? current.skipIfEmpty,
    language: patch.language ?? current.language,
    updatedAt: now,
  };
  checkDates(next);
  // A stored end date that has since passed may stay (pausing an ended subscription is fine);
  // a changed one may not be in the past.
  if (next.endDate !== null && next.endDate !== current.endDate) {
    await checkEndDateNotPast(db, next.locationId, next.endDate, now);
  }
  const [row] = await db
    .update(reportSubscriptions)
    .set(next)
    .where(eq(reportSubscriptions.id, current.id))
    .returning();
  if (!row) throw new NotFoundError('No such subscription');
  return subscriptionAnswer(row);
}

export async function deleteSubscription(db: Db, scope: CompanyScope, id: number) {
  const row = await subscriptionRow(db, scope, id);
  await db.delete(reportSubscriptions).where(eq(reportSubscriptions.id, row.id));
}
