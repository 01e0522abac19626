import type { z } from 'zod';
import { emailSchema } from './email.js';
import { fieldLimits } from './field-limits.js';
import {
  boolean,
  decimalInteger,
  enumOf,
  integer,
  MAX_ID,
  optionalText,
  requiredText,
  strictObject,
} from './keyed-schemas.js';
import { newPasswordSchema } from './password.js';
import { languages } from './profile-options.js';

// The reporting console's companies and users (SPEC 3 `userLevel`, issue 11): the bodies of
// `/api/admin/console/companies` and `/api/admin/console/users`. Their answers, `/console/me` and
// its language switch are in console-me.ts, in zod/mini (decision 370).

/** A console user level in a request: 0 (Blocked) to 5 (Super administrator). */
export const consoleLevelSchema = integer(0, 5);

/** A company id in a request body. */
const companyIdSchema = integer(1, MAX_ID);

/** Body of `POST /console/companies` and `PUT /console/companies/:id`. */
export const consoleCompanyRequestSchema = strictObject({
  name: requiredText(fieldLimits.name),
});
export type ConsoleCompanyRequest = z.output<typeof consoleCompanyRequestSchema>;

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
