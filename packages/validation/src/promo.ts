import type { z } from 'zod';
import { fieldLimits } from './field-limits.js';
import {
  answerText,
  boolean,
  integer,
  isoDate,
  listOf,
  looseObject,
  MAX_ID,
  multilineString,
  requiredText,
  strictObject,
} from './keyed-schemas.js';

interface DateRange {
  starts_on?: unknown;
  ends_on?: unknown;
}

/**
 * Body of creating or replacing a promo: a title, an HTML body (sanitised by the server before it
 * is stored), an optional date range (both ends included) and an optional location (none = every
 * location of the company).
 */
export const promoFormSchema = strictObject({
  company_id: integer(1, MAX_ID).optional(),
  location_id: integer(1, MAX_ID).nullish(),
  title: requiredText(fieldLimits.text),
  body: multilineString().max(fieldLimits.html).optional(),
  starts_on: isoDate().nullish(),
  ends_on: isoDate().nullish(),
  is_active: boolean().optional(),
}).refine(
  (promo) => promo.starts_on == null || promo.ends_on == null || promo.ends_on >= promo.starts_on,
  {
    error: 'validation.end_before_start',
    path: ['ends_on'],
    when: (payload) => {
      const value = payload.value as DateRange | undefined;
      return typeof value?.starts_on === 'string' && typeof value.ends_on === 'string';
    },
  },
);
export type PromoForm = z.output<typeof promoFormSchema>;

/** A promo as the API answers it. */
export const promoSchema = looseObject({
  id: integer(0),
  company_id: integer(0),
  location_id: integer(0).nullable(),
  title: answerText(),
  body: answerText(),
  starts_on: answerText().nullable(),
  ends_on: answerText().nullable(),
  is_active: boolean(),
  updated_at: answerText(),
});
export type Promo = z.output<typeof promoSchema>;

/** Answer of `GET /console/promos`. */
export const promoListSchema = looseObject({ items: listOf(promoSchema) });
