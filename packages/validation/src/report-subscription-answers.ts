import * as z from 'zod/mini';
import {
  miniAnswerText,
  miniBoolean,
  miniEntityId,
  miniEnumOf,
  miniInteger,
  miniIsoDate,
  miniIsoDateTime,
  miniListOf,
  miniLooseObject,
} from './mini-schemas.js';
import { reportTypes } from './report-types.js';

// Report subscriptions as the console's API answers them, and their option lists, in zod/mini:
// the reports screen lists the subscriptions with its first screen, which must not bring zod's
// classic API (decision 370). The forms and request bodies are in report-subscription.ts.

/** How often a report is sent: `-` automatic, hourly, daily, monthly, yearly (SPEC 3). */
export const reportIntervals = ['-', 'h', 'D', 'M', 'Y'] as const;
export type ReportInterval = (typeof reportIntervals)[number];

/** Period a report covers: day, week, month, year, or `-` from a custom start date (SPEC 3). */
export const reportPeriods = ['D', 'W', 'M', 'Y', '-'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

/**
 * When a report is sent: `0`-`6` a weekday (Sunday to Saturday), D/M/Y each day, month, year, or
 * `-` one time, ad hoc, up to a custom end date (SPEC 3).
 */
export const reportTriggers = ['0', '1', '2', '3', '4', '5', '6', 'D', 'M', 'Y', '-'] as const;
export type ReportTrigger = (typeof reportTriggers)[number];

/** File formats of a report (SPEC 3). */
export const reportFormats = ['csv', 'pdf', 'xlsx'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/** A stored subscription as the console API answers it. */
export const reportSubscriptionSchema = miniLooseObject({
  id: miniEntityId(),
  recipient: miniAnswerText(),
  max_rows_in_email: miniInteger(0),
  interval: miniEnumOf(reportIntervals),
  period: miniEnumOf(reportPeriods),
  trigger: miniEnumOf(reportTriggers),
  start_date: miniIsoDate(),
  end_date: z.nullish(miniIsoDate()),
  /** When the report was last sent; null before the first run. */
  lastsent: z.nullish(miniIsoDateTime()),
  format: miniEnumOf(reportFormats),
  report_type: miniEnumOf(reportTypes),
});
export type ReportSubscription = z.output<typeof reportSubscriptionSchema>;

/** A stored subscription with its console fields. */
export const reportSubscriptionDetailSchema = z.safeExtend(reportSubscriptionSchema, {
  location_id: miniInteger(0),
  company_id: miniInteger(0),
  owner_user_id: miniInteger(0),
  paused: miniBoolean(),
  skip_if_empty: miniBoolean(),
  language: miniAnswerText(),
  created_at: miniIsoDateTime(),
  updated_at: miniIsoDateTime(),
});
export type ReportSubscriptionDetail = z.output<typeof reportSubscriptionDetailSchema>;

export const reportSubscriptionListSchema = miniLooseObject({
  items: miniListOf(reportSubscriptionDetailSchema),
});

/** Answer of `POST /console/subscriptions/:id/send-now`. */
export const reportSendNowSchema = miniLooseObject({
  sent: miniBoolean(),
  rows: miniInteger(0),
  reason: z.optional(miniEnumOf(['empty', 'paused'])),
  from: miniIsoDate(),
  to: miniIsoDate(),
});
