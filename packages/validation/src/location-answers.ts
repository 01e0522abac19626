import * as z from 'zod/mini';
import {
  miniAnswerText,
  miniBoolean,
  miniInteger,
  miniListOf,
  miniLooseObject,
} from './mini-schemas.js';

// A location as the console's API answers it, in zod/mini: every landing screen of the console
// reads the locations with its first screen, which must not bring zod's classic API (decision
// 370). The location form's rules are in location.ts.

/** A location as the console API answers it. */
export const locationSchema = miniLooseObject({
  id: miniInteger(0),
  company_id: miniInteger(0),
  name: miniAnswerText(),
  timeZone: miniAnswerText(),
  description: miniAnswerText(),
  contact_name: miniAnswerText(),
  contact_email: miniAnswerText(),
  ignore_before: z.nullable(miniInteger(0, 23)),
  ignore_after: z.nullable(miniInteger(1, 24)),
  stats_available_from: z.nullable(miniAnswerText()),
  license_purchase_id: miniAnswerText(),
  license_state: miniAnswerText(),
  last_license_transaction: z.nullable(miniAnswerText()),
  receipt_footer: miniAnswerText(),
  image: miniAnswerText(),
  order: miniInteger(0),
  hidden: miniBoolean(),
  occ_mode: miniAnswerText(),
  optimal_balance: miniInteger(0),
  balance_orange: miniInteger(0),
  balance_red: miniInteger(0),
  updated_at: miniAnswerText(),
});
export type Location = z.output<typeof locationSchema>;

/** Answer of `GET /console/locations`. */
export const locationListSchema = miniLooseObject({ items: miniListOf(locationSchema) });
