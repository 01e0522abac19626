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
 *
 * The new user is e-mailed an invitation, in their language, with a link to choose their password
 * (decision 214), unless `send_invite` is `false`. `password` is optional while an invitation is
 * sent (without one the account cannot log in until the link is used) and required otherwise.
 */
export const consoleUserCreateSchema = strictObject({
  email: emailSchema,
  password: newPasswordSchema.optional(),
  level: consoleLevelSchema,
  company_id: companyIdSchema.optional(),
  firstName: optionalText(fieldLimits.name),
  lastName: optionalText(fieldLimits.name),
  language: enumOf(languages).optional(),
  /** E-mail the invitation link; `true` when left out. */
  send_invite: boolean().optional(),
}).refine((value) => value.send_invite !== false || value.password !== undefined, {
  error: 'validation.required',
  path: ['password'],
  when: (payload) => {
    const value = payload.value as { send_invite?: unknown; password?: unknown } | undefined;
    return value?.send_invite === false && value.password === undefined;
  },
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

/**
 * Body of `PATCH /console/me`: the signed-in user's own name and language (decision 215). Level,
 * company and e-mail are an administrator's to change; the password changes through
 * `PUT /api/admin/user/me`, which asks for the current one.
 */
export const consoleMePatchSchema = strictObject({
  firstName: optionalText(fieldLimits.name),
  lastName: optionalText(fieldLimits.name),
  language: enumOf(languages).optional(),
});
export type ConsoleMePatchRequest = z.output<typeof consoleMePatchSchema>;

/**
 * `GET` and `PATCH /console/me`: the console user as the login answered them (without the
 * token), with what their level allows: what an app shell needs (decision 215).
 */
export const consoleMeSchema = consoleUserSchema.extend({
  is_valid: boolean(),
  is_sales: boolean(),
  /** Always true: a console user, not a shop account. */
  is_console: boolean().optional(),
  /** SPEC 3 `userLevel`, the same as `console_level`. */
  userLevel: integer(0, 5).optional(),
  /** Display name: first and last name, or the e-mail address when both are empty. */
  Name: answerText().optional(),
  /** The console actions the user's level may take (the server's permission table). */
  actions: listOf(answerText()),
});
export type ConsoleMe = z.output<typeof consoleMeSchema>;
