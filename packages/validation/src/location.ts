import type { z } from 'zod';
import { optionalEmailSchema } from './email.js';
import { fieldLimits } from './field-limits.js';
import {
  boolean,
  enumOf,
  integer,
  isoDate,
  MAX_ID,
  optionalMultilineText,
  optionalText,
  requiredText,
  strictObject,
} from './keyed-schemas.js';

let knownZones: ReadonlySet<string> | undefined;

function zonesOfIntl(): ReadonlySet<string> {
  knownZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  return knownZones;
}

/**
 * An IANA time zone (docs/decisions/195-console-location-rules.md): one of
 * `Intl.supportedValuesOf('timeZone')`, `UTC`, or a correctly spelt IANA alias that Intl resolves
 * to one of them (`Europe/Kyiv`, `Asia/Kolkata`: ICU lists their older names). Offsets (`+01:00`)
 * and abbreviations (`CET`) are refused.
 */
export function isIanaTimeZone(value: string): boolean {
  if (value === 'UTC' || zonesOfIntl().has(value)) return true;
  if (!/^[A-Z][A-Za-z_-]*(\/[A-Z][A-Za-z0-9_+-]*)+$/.test(value)) return false;
  try {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
    return zonesOfIntl().has(resolved) || resolved === 'UTC';
  } catch {
    return false;
  }
}

/** An IANA time zone such as `Europe/Amsterdam`; counts roll up per local day in it. */
export const timeZoneSchema = requiredText(fieldLimits.name).refine(isIanaTimeZone, {
  error: 'validation.invalid_value',
});

/** How a location's occupancy is counted: enters − leaves since the local day started. */
export const occupancyModes = ['enterleave'] as const;
export type OccupancyMode = (typeof occupancyModes)[number];

/** Highest orange or red threshold, in percent of the optimal occupancy. */
export const MAX_OCCUPANCY_PERCENT = 1000;

interface Thresholds {
  optimal_balance?: unknown;
  balance_orange?: unknown;
  balance_red?: unknown;
  ignore_before?: unknown;
  ignore_after?: unknown;
}

const numbers = (...values: unknown[]) => values.every((value) => typeof value === 'number');

/**
 * The console's location form and request body (SPEC 3 Location, SPEC 5 Location;
 * docs/decisions/195-console-location-rules.md):
 * - `ignore_before` is a local hour 0–23, `ignore_after` 1–24, and before < after when both are set;
 * - `optimal_balance` is the number of people at 100 %; `balance_orange` / `balance_red` are
 *   percentages of it; 0 disables each. An orange or red threshold needs an optimal value
 *   (`validation.occupancy_required` on `optimal_balance`); with both set, orange < red.
 * - `company_id` names the company (super administrators only; others create in their own).
 * - The licence fields are kept by the licence process; only a super administrator sets them.
 */
export const locationFormSchema = strictObject({
  company_id: integer(1, MAX_ID).optional(),
  name: requiredText(fieldLimits.name),
  timeZone: timeZoneSchema,
  description: optionalText(fieldLimits.text),
  contact_name: optionalText(fieldLimits.name),
  contact_email: optionalEmailSchema,
  ignore_before: integer(0, 23).nullish(),
  ignore_after: integer(1, 24).nullish(),
  stats_available_from: isoDate().nullish(),
  license_purchase_id: optionalText(fieldLimits.key),
  license_state: optionalText(fieldLimits.key),
  receipt_footer: optionalMultilineText(fieldLimits.message),
  image: optionalText(fieldLimits.url),
  order: integer(0, fieldLimits.occupancy).optional(),
  hidden: boolean().optional(),
  occ_mode: enumOf(occupancyModes).optional(),
  optimal_balance: integer(0, fieldLimits.occupancy),
  balance_orange: integer(0, MAX_OCCUPANCY_PERCENT),
  balance_red: integer(0, MAX_OCCUPANCY_PERCENT),
})
  .refine(
    (location) =>
      location.ignore_before == null ||
      location.ignore_after == null ||
      location.ignore_before < location.ignore_after,
    {
      error: 'validation.invalid_value',
      path: ['ignore_after'],
      when: (payload) => {
        const value = payload.value as Thresholds | undefined;
        return numbers(value?.ignore_before, value?.ignore_after);
      },
    },
  )
  .refine(
    (location) =>
      location.optimal_balance > 0 || (location.balance_orange === 0 && location.balance_red === 0),
    {
      error: 'validation.occupancy_required',
      path: ['optimal_balance'],
      when: (payload) => {
        const value = payload.value as Thresholds | undefined;
        return numbers(value?.optimal_balance, value?.balance_orange, value?.balance_red);
      },
    },
  )
  .refine(
    (location) =>
      location.balance_orange === 0 ||
      location.balance_red === 0 ||
      location.balance_orange < location.balance_red,
    {
      error: 'validation.invalid_value',
      path: ['balance_red'],
      when: (payload) => {
        const value = payload.value as Thresholds | undefined;
        return numbers(value?.balance_orange, value?.balance_red);
      },
    },
  );
export type LocationForm = z.output<typeof locationFormSchema>;
