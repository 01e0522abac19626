import * as z from 'zod/mini';
import { fieldLimits } from './field-limits.js';
import {
  miniAnswerText,
  miniBoolean,
  miniEntityId,
  miniEnumOf,
  miniInteger,
  miniIsoDateTime,
  miniListOf,
  miniLooseObject,
  miniOptionalText,
  miniStrictObject,
} from './mini-schemas.js';
import { languages } from './profile-options.js';

// What the console's landing screens check of its accounts (`/console/me`, its language switch,
// the companies and users lists), in zod/mini like the shop's first screen (decisions 242 and
// 370): the console's shell loads these with its first screen, so they must not bring zod's
// classic API. The forms that create and change accounts stay in console-account.ts.

/** A company as the console API answers it. */
export const consoleCompanySchema = miniLooseObject({
  id: miniEntityId(),
  name: miniAnswerText(),
  created: miniIsoDateTime(),
});
export type ConsoleCompany = z.output<typeof consoleCompanySchema>;

export const consoleCompanyListSchema = miniLooseObject({
  items: miniListOf(consoleCompanySchema),
});

/**
 * A console user as the console API answers it; also `GET /console/me` and the login answer of a
 * console user (with `is_valid`, `is_sales: false` and the session token).
 */
export const consoleUserSchema = miniLooseObject({
  id: miniEntityId(),
  email: miniAnswerText(),
  firstName: miniAnswerText(),
  lastName: miniAnswerText(),
  language: miniAnswerText(),
  /** 0 Blocked … 5 Super administrator. */
  console_level: miniInteger(0, 5),
  /** The user's company; null for a super administrator of no company. */
  company_id: z.nullable(miniEntityId()),
  company_name: z.nullable(miniAnswerText()),
});
export type ConsoleUser = z.output<typeof consoleUserSchema>;

export const consoleUserListSchema = miniLooseObject({ items: miniListOf(consoleUserSchema) });

/**
 * Body of `PATCH /console/me`: the signed-in user's own name and language (decision 215). Level,
 * company and e-mail are an administrator's to change; the password changes through
 * `PUT /api/admin/user/me`, which asks for the current one.
 */
export const consoleMePatchSchema = miniStrictObject({
  firstName: miniOptionalText(fieldLimits.name),
  lastName: miniOptionalText(fieldLimits.name),
  language: z.optional(miniEnumOf(languages)),
});
export type ConsoleMePatchRequest = z.output<typeof consoleMePatchSchema>;

/**
 * `GET` and `PATCH /console/me`: the console user as the login answered them (without the
 * token), with what their level allows: what an app shell needs (decision 215).
 */
export const consoleMeSchema = z.extend(consoleUserSchema, {
  is_valid: miniBoolean(),
  is_sales: miniBoolean(),
  /** Always true: a console user, not a shop account. */
  is_console: z.optional(miniBoolean()),
  /** SPEC 3 `userLevel`, the same as `console_level`. */
  userLevel: z.optional(miniInteger(0, 5)),
  /** Display name: first and last name, or the e-mail address when both are empty. */
  Name: z.optional(miniAnswerText()),
  /** The console actions the user's level may take (the server's permission table). */
  actions: miniListOf(miniAnswerText()),
});
export type ConsoleMe = z.output<typeof consoleMeSchema>;
