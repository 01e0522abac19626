import * as z from 'zod/mini';
import { fieldLimits } from './field-limits.js';
import { MAX_ID } from './id-rules.js';
import { miniEmailSchema } from './mini-call-parts.js';
import { miniArrayOf, miniIdParam } from './mini-fields.js';
import {
  miniBoolean,
  miniEnumOf,
  miniInteger,
  miniIsoDate,
  miniStrictObject,
  miniUnionOf,
} from './mini-schemas.js';
import { languages } from './profile-options.js';
import {
  type ReportFormat,
  type ReportInterval,
  type ReportTrigger,
  reportFormats,
  reportIntervals,
  reportPeriods,
  reportTriggers,
} from './report-subscription-answers.js';
import { isReportTypeSupported, normalReportTypeCode, reportTypes } from './report-types.js';

// The console's report subscription forms and request bodies and the ad hoc report's query, in
// zod/mini: the reports screen shows both forms with its first screen, which must not bring zod's
// classic API (decision 370). The subscriptions as the API answers them, and the option lists, are
// in report-subscription-answers.ts.

/**
 * A report type code in a request: one of {@link reportTypes}, read in any letter case and with the
 * corrected spelling `SELFCHECK_CHECKOUT` for the SPEC's `SELFCHECK_CHECKPOUT` (decision 201);
 * the stored code comes out. The OpenAPI document lists the stored codes and says so.
 */
export const reportTypeSchema = z
  .pipe(
    // zod's `preprocess`, which zod/mini does not name: a transform before the enum.
    // Typed as text for the forms; anything else reaches the enum as it is and is refused there.
    z.transform((value: string) =>
      typeof value === 'string' ? normalReportTypeCode(value) : value,
    ),
    miniEnumOf(reportTypes),
  )
  .check(
    z.meta({
      description:
        'A report type code (SPEC 3), in any letter case. SELFCHECK_CHECKOUT is read as ' +
        'SELFCHECK_CHECKPOUT, the SPEC spelling that is stored and answered (decision 201); the same ' +
        'holds for CHECKOUT inside the combined self-check types.',
    }),
  );

/** A report type that the console supports; the two unsupported ones get their own message. */
export const supportedReportTypeSchema = reportTypeSchema.check(
  z.refine(isReportTypeSupported, { error: 'validation.report_type_unsupported' }),
);

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
const subscriptionShape = {
  recipient: miniEmailSchema,
  max_rows_in_email: miniInteger(0, fieldLimits.reportRowsInEmail),
  interval: miniEnumOf(reportIntervals),
  period: miniEnumOf(reportPeriods),
  trigger: miniEnumOf(reportTriggers),
  start_date: miniIsoDate(),
  end_date: z.optional(miniIsoDate()),
  format: miniEnumOf(reportFormats),
  report_type: supportedReportTypeSchema,
};

interface ScheduleFields {
  trigger: ReportTrigger;
  start_date: string;
  end_date?: string | undefined;
}

/** The cross-field rules of a subscription's dates, on any object with its schedule fields. */
function withDateRules<Schema extends z.ZodMiniType<ScheduleFields>>(schema: Schema) {
  return schema.check(
    z.refine<ScheduleFields>(
      (subscription) => subscription.trigger !== '-' || subscription.end_date !== undefined,
      {
        error: 'validation.required',
        path: ['end_date'],
        when: (payload) => typeof (payload.value as DateRange | undefined)?.trigger === 'string',
      },
    ),
    z.refine<ScheduleFields>(
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
    ),
  );
}

export const reportSubscriptionFormSchema = withDateRules(miniStrictObject(subscriptionShape));
export type ReportSubscriptionForm = z.output<typeof reportSubscriptionFormSchema>;
export const reportSubscriptionRequestSchema = reportSubscriptionFormSchema;
export type ReportSubscriptionRequest = ReportSubscriptionForm;

/** A location id in a query; repeated (`location=1&location=2`) for a report over several. */
const locationIds = miniUnionOf([
  miniIdParam(),
  miniArrayOf(miniIdParam(), { min: 1, max: fieldLimits.reportLocations }),
]);

/**
 * The longest window (days) an ad hoc report may cover, by interval, and for a PDF, which is paged
 * for reading (decision 203). Hourly rows are the many ones.
 */
export const reportWindowLimits: Readonly<
  Record<ReportInterval, { readonly days: number; readonly pdfDays: number }>
> = {
  h: { days: 366, pdfDays: 31 },
  D: { days: 3_660, pdfDays: 366 },
  M: { days: 36_600, pdfDays: 36_600 },
  Y: { days: 36_600, pdfDays: 36_600 },
  '-': { days: 36_600, pdfDays: 36_600 },
};

/** Days from `from` to `to` (local dates, YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Why a report window cannot be made, naming the field, or null when it can: `to` (exclusive)
 * must be after `from`, and the window within {@link reportWindowLimits}. The API answers the same
 * rule as a 400 on `to`; the console's form shows it before sending.
 */
export function reportWindowProblem(input: {
  from: string;
  to: string;
  interval: ReportInterval;
  format: ReportFormat;
}): { field: 'to'; key: 'validation.end_before_start' | 'validation.too_long' } | null {
  const days = daysBetween(input.from, input.to);
  if (!(days > 0)) return { field: 'to', key: 'validation.end_before_start' };
  const limit = reportWindowLimits[input.interval];
  if (days > (input.format === 'pdf' ? limit.pdfDays : limit.days)) {
    return { field: 'to', key: 'validation.too_long' };
  }
  return null;
}

/**
 * Query of the ad hoc report download (decision 203): local dates, `to` exclusive. Unsupported
 * types pass the schema so the API can answer them with their own code. `lang` is the language
 * on the user's screen (one of the six); without it the report is in the account's language.
 */
export const reportQuerySchema = miniStrictObject({
  type: reportTypeSchema,
  location: locationIds,
  from: miniIsoDate(),
  to: miniIsoDate(),
  interval: miniEnumOf(reportIntervals),
  format: miniEnumOf(reportFormats),
  lang: z.optional(miniEnumOf(languages)),
});
export type ReportQuery = z.output<typeof reportQuerySchema>;

const subscriptionExtras = {
  location_id: miniInteger(1, MAX_ID),
  paused: z.optional(miniBoolean()),
  skip_if_empty: z.optional(miniBoolean()),
  language: z.optional(miniEnumOf(languages)),
};

/**
 * Body of `POST /console/subscriptions`: the form plus the location. Without `recipient` the
 * user's own address is used (SPEC 5: it is prefilled); without `language`, the user's.
 */
export const reportSubscriptionCreateSchema = withDateRules(
  miniStrictObject({
    ...subscriptionShape,
    recipient: z.optional(miniEmailSchema),
    ...subscriptionExtras,
  }),
);
export type ReportSubscriptionCreateRequest = z.output<typeof reportSubscriptionCreateSchema>;

/** Body of `PATCH /console/subscriptions/:id`: any of the fields (pause and unpause with `paused`). */
export const reportSubscriptionPatchSchema = miniStrictObject({
  recipient: z.optional(miniEmailSchema),
  max_rows_in_email: z.optional(miniInteger(0, fieldLimits.reportRowsInEmail)),
  interval: z.optional(miniEnumOf(reportIntervals)),
  period: z.optional(miniEnumOf(reportPeriods)),
  trigger: z.optional(miniEnumOf(reportTriggers)),
  start_date: z.optional(miniIsoDate()),
  end_date: z.optional(z.nullable(miniIsoDate())),
  format: z.optional(miniEnumOf(reportFormats)),
  report_type: z.optional(supportedReportTypeSchema),
  location_id: z.optional(miniInteger(1, MAX_ID)),
  paused: z.optional(miniBoolean()),
  skip_if_empty: z.optional(miniBoolean()),
  language: z.optional(miniEnumOf(languages)),
});
export type ReportSubscriptionPatchRequest = z.output<typeof reportSubscriptionPatchSchema>;
