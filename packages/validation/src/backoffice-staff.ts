import type { z } from 'zod';
import { fieldLimits } from './field-limits.js';
import {
  answerText,
  enumOf,
  integer,
  listOf,
  looseObject,
  optionalText,
  strictObject,
} from './keyed-schemas.js';
import { languages } from './profile-options.js';

// The back office's lookups (names instead of ids, decision 227) and the staff member's own
// account (decision 228), under `/api/admin/backoffice`.

/** Query of the lookups that answer names: the language of the names (default: the staff's). */
export const backofficeLookupQuerySchema = strictObject({
  language: enumOf(languages).optional(),
});
export type BackofficeLookupQuery = z.output<typeof backofficeLookupQuerySchema>;

/** The organisation a looked-up row belongs to (a super administrator sees several). */
const organisationFields = {
  organisation_id: integer(1),
  organisation_name: answerText(),
};

/** A sales rep of the scope: what the order list's rep filter offers by name. */
export const backofficeSalesRepSchema = looseObject({
  id: integer(1),
  /** First and last name; the e-mail when both are empty. */
  name: answerText(),
  email: answerText(),
  ...organisationFields,
});
export type BackofficeSalesRep = z.output<typeof backofficeSalesRepSchema>;

/** Answer of `GET /backoffice/sales-reps`, by name. */
export const backofficeSalesRepListSchema = looseObject({
  items: listOf(backofficeSalesRepSchema),
});

/** A product category of the scope, named in the asked language. */
export const backofficeCategorySchema = looseObject({
  id: integer(1),
  key: answerText(),
  /** The category's name in the asked language (English, then any, then the key). */
  name: answerText(),
  ...organisationFields,
});
export type BackofficeCategory = z.output<typeof backofficeCategorySchema>;

/** Answer of `GET /backoffice/categories`, in the shop's order. */
export const backofficeCategoryListSchema = looseObject({
  items: listOf(backofficeCategorySchema),
});

/**
 * Body of `PATCH /backoffice/me`: the staff member's own name and language. The e-mail, role and
 * organisation are not theirs to change (400 naming the field); the password changes through
 * `PUT /user/me`, which asks for the current one.
 */
export const backofficeMePatchSchema = strictObject({
  firstName: optionalText(fieldLimits.name),
  lastName: optionalText(fieldLimits.name),
  language: enumOf(languages).optional(),
});
export type BackofficeMePatch = z.output<typeof backofficeMePatchSchema>;
