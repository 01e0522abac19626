import type { z } from 'zod';
import { optionalEmailSchema } from './email.js';
import { fieldLimits } from './field-limits.js';
import {
  answerText,
  boolean,
  entityId,
  integer,
  isoDate,
  looseObject,
  optionalMultilineText,
  optionalText,
  requiredText,
  strictObject,
} from './keyed-schemas.js';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone such as `Europe/Amsterdam`; reports roll up per day in it. */
export const timeZoneSchema = requiredText(fieldLimits.name).refine(isTimeZone, {
  error: 'validation.invalid_value',
});

const hourOfDay = integer(0, 23);
const occupancyValue = integer(0, fieldLimits.occupancy);

/**
 * The console's location form (SPEC 3 Location, SPEC 5 Location). Occupancy: `optimal_balance` is
 * the optimal number of people; `balance_orange` and `balance_red` are the percentages of it at
 * which the indicator turns orange and red; 0 disables a value. With `occ_mode` on, an optimal
 * value is required (docs/decisions/035-validation-occupancy.md).
 */
export const locationFormSchema = strictObject({
  description: requiredText(fieldLimits.text),
  timeZone: timeZoneSchema,
  contact_name: optionalText(fieldLimits.name),
  contact_email: optionalEmailSchema,
  /** Events before this hour (0-23, local time) are not counted. */
  ignore_before: hourOfDay.nullish(),
  /** Events from this hour on (0-23, local time) are not counted. */
  ignore_after: hourOfDay.nullish(),
  stats_available_from: isoDate().nullish(),
  receipt_footer: optionalMultilineText(fieldLimits.message),
  image: optionalText(fieldLimits.url),
  /** Sort position in lists. */
  order: integer(0, fieldLimits.occupancy).optional(),
  hidden: boolean().optional(),
  /** Shows the occupancy indicators. */
  occ_mode: boolean(),
  optimal_balance: occupancyValue,
  balance_orange: occupancyValue,
  balance_red: occupancyValue,
}).refine((location) => !location.occ_mode || location.optimal_balance > 0, {
  error: 'validation.occupancy_required',
  path: ['optimal_balance'],
  when: (payload) => {
    const value = payload.value as { occ_mode?: unknown; optimal_balance?: unknown } | undefined;
    return typeof value?.occ_mode === 'boolean' && typeof value.optimal_balance === 'number';
  },
});
export type LocationForm = z.output<typeof locationFormSchema>;

/** A location as the console API answers it, including the server-managed licence fields. */
export const locationSchema = looseObject({
  id: entityId(),
  description: answerText(),
  timeZone: answerText(),
  contact_name: answerText().nullish(),
  contact_email: answerText().nullish(),
  ignore_before: integer(0, 23).nullish(),
  ignore_after: integer(0, 23).nullish(),
  stats_available_from: isoDate().nullish(),
  license_purchase_id: answerText().nullish(),
  license_state: answerText().nullish(),
  last_license_transaction: answerText().nullish(),
  receipt_footer: answerText().nullish(),
  image: answerText().nullish(),
  order: integer(0).nullish(),
  hidden: boolean().nullish(),
  occ_mode: boolean(),
  optimal_balance: integer(0),
  balance_orange: integer(0),
  balance_red: integer(0),
});
export type Location = z.output<typeof locationSchema>;
