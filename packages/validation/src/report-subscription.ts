import type { z } from 'zod';
import { emailSchema } from './email.js';
import { fieldLimits } from './field-limits.js';
import {
  answerText,
  entityId,
  enumOf,
  integer,
  isoDate,
  isoDateTime,
  looseObject,
  strictObject,
} from './keyed-schemas.js';
import { isReportTypeSupported, reportTypes } from './report-types.js';

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

/** A report type that the console supports; the two unsupported ones get their own message. */
export const supportedReportTypeSchema = enumOf(reportTypes).refine(isReportTypeSupported, {
  error: 'validation.report_type_unsupported',
});

interface DateRange {
  start_date?: unknown;
  end_date?: unknown;
  trigger?: unknown;
}

/**
 * The console's report subscription form and request body (SPEC 3 Report subscription). The
 * recipient is prefilled by the app with the user's own address (SPEC 5). A one-time subscription
 * (`trigger` `-`) needs an end date; any end date must be after the start date.
 */
export const reportSubscriptionFormSchema = strictObject({
  recipient: emailSchema,
  max_rows_in_email: integer(0, fieldLimits.reportRowsInEmail),
  interval: enumOf(reportIntervals),
  period: enumOf(reportPeriods),
  trigger: enumOf(reportTriggers),
  start_date: isoDate(),
  end_date: isoDate().optional(),
  format: enumOf(reportFormats),
  report_type: supportedReportTypeSchema,
})
  .refine((subscription) => subscription.trigger !== '-' || subscription.end_date !== undefined, {
    error: 'validation.required',
    path: ['end_date'],
    when: (payload) => typeof (payload.value as DateRange | undefined)?.trigger === 'string',
  })
  .refine(
    (subscription) =>
      subscription.end_date === undefined || subscription.end_date > subscription.start_date,
    {
      error: 'validation.end_before_start',
      path: ['end_date'],
      when: (payload) => {
        const value = payload.value as DateRange | undefined;
        return typeof value?.start_date === 'string' && typeof value.end_date === 'string';
      },
    },
  );
export type ReportSubscriptionForm = z.output<typeof reportSubscriptionFormSchema>;
export const reportSubscriptionRequestSchema = reportSubscriptionFormSchema;
export type ReportSubscriptionRequest = ReportSubscriptionForm;

/** A stored subscription as the console API answers it. */
export const reportSubscriptionSchema = looseObject({
  id: entityId(),
  recipient: answerText(),
  max_rows_in_email: integer(0),
  interval: enumOf(reportIntervals),
  period: enumOf(reportPeriods),
  trigger: enumOf(reportTriggers),
  start_date: isoDate(),
  end_date: isoDate().nullish(),
  /** When the report was last sent; null before the first run. */
  lastsent: isoDateTime().nullish(),
  format: enumOf(reportFormats),
  report_type: enumOf(reportTypes),
});
export type ReportSubscription = z.output<typeof reportSubscriptionSchema>;
