import type { z } from 'zod';
import { emailSchema } from './email.js';
import { fieldLimits } from './field-limits.js';
import {
  answerText,
  boolean,
  decimalInteger,
  entityId,
  enumOf,
  integer,
  isoDateTime,
  listOf,
  looseObject,
  MAX_ID,
  optionalText,
  requiredText,
  strictObject,
} from './keyed-schemas.js';
import { newPasswordSchema } from './password.js';
import { languages } from './profile-options.js';

// The reporting console's companies and users (SPEC 3 `userLevel`, issue 11): the bodies of
// `/api/admin/console/companies` and `/api/admin/console/users`, and their answers.

/** A console user level in a request: 0 (Blocked) to 5 (Super administrator). */
export const consoleLevelSchema = integer(0, 5);

/** A company id in a request body. */
const companyIdSchema = integer(1, MAX_ID);

/** Body of `POST /console/companies` and `PUT /console/companies/:id`. */
export const consoleCompanyRequestSchema = strictObject({
  name: requiredText(fieldLimits.name),
});
export type ConsoleCompanyRequest = z.output<typeof consoleCompanyRequestSchema>;

/** A company as the console API answers it. */
export const consoleCompanySchema = looseObject({
  id: entityId(),
  name: answerText(),
  created: isoDateTime(),
});
export type ConsoleCompany = z.output<typeof consoleCompanySchema>;

export const consoleCompanyListSchema = looseObject({ items: listOf(consoleCompanySchema) });

/**
 * Body of `POST /console/users`. `company_id` may be left out by an administrator (their own
 * company) and by a super administrator creating another super administrator.
 */
export const consoleUserCreateSchema = strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  level: consoleLevelSchema,
  company_id: companyIdSchema.optional(),
  firstName: optionalText(fieldLimits.name),
  lastName: optionalText(fieldLimits.name),
  language: enumOf(languages).optional(),
});
export type ConsoleUserCreateRequest = z.output<typeof consoleUserCreateSchema>;

/**
 * Body of `PATCH /console/users/:id`: only the fields sent change. `level: 0` blocks the user and
 * ends their sessions at once; a new password ends them too.
 */
export const consoleUserUpdateSchema = strictObject({
  level: consoleLevelSchema.optional(),
  company_id: companyIdSchema.optional(),
  password: newPasswordSchema.optional(),
  firstName: optionalText(fieldLimits.name),
  lastName: optionalText(fieldLimits.name),
  language: enumOf(languages).optional(),
});
export type ConsoleUserUpdateRequest = z.output<typeof consoleUserUpdateSchema>;

/** Query of `GET /console/users`: a super administrator may narrow the list to one company. */
export const consoleUserListQuerySchema = strictObject({
  company_id: decimalInteger(1, MAX_ID).optional(),
});

/**
 * A console user as the console API answers it; also `GET /console/me` and the login answer of a
 * console user (with `is_valid`, `is_sales: false` and the session token).
 */
export const consoleUserSchema = looseObject({
  id: entityId(),
  email: answerText(),
  firstName: answerText(),
  lastName: answerText(),
  language: answerText(),
  /** 0 Blocked … 5 Super administrator. */
  console_level: integer(0, 5),
  /** The user's company; null for a super administrator of no company. */
  company_id: entityId().nullable(),
  company_name: answerText().nullable(),
});
export type ConsoleUser = z.output<typeof consoleUserSchema>;

export const consoleUserListSchema = looseObject({ items: listOf(consoleUserSchema) });

/** `GET /console/me`: the console user, with what their level allows. */
export const consoleMeSchema = consoleUserSchema.extend({
  is_valid: boolean(),
  is_sales: boolean(),
  /** The console actions the user's level may take (the server's permission table). */
  actions: listOf(answerText()),
});
export type ConsoleMe = z.output<typeof consoleMeSchema>;
