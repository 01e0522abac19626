import * as z from 'zod/mini';
import { fieldLimits } from './field-limits.js';
import { message } from './message-keys.js';
import {
  miniAnswerText,
  miniBoolean,
  miniEntityId,
  miniInteger,
  miniLooseObject,
  miniRequiredText,
  miniStrictObject,
  miniString,
} from './mini-schemas.js';

// The login form is the first screen of the shop: its schemas are zod/mini (decision 242).

/**
 * An existing password (login, current password): only required. Accounts created before the
 * minimum length must still be able to log in.
 */
export const existingPasswordSchema = miniString().check(
  z.minLength(1, message('validation.required')),
  z.maxLength(fieldLimits.passwordMax),
);

/**
 * Body of `POST auth /login` (SPEC 7). `email` holds a username or an e-mail address (SPEC 5
 * Login: "username or e-mail required"), so it is only required, not checked as an address.
 */
export const loginRequestSchema = miniStrictObject({
  email: miniRequiredText(fieldLimits.email),
  password: existingPasswordSchema,
});
export type LoginRequest = z.output<typeof loginRequestSchema>;

/** The login form: the request plus "remember me", which stays in the app. */
export const loginFormSchema = miniStrictObject({
  email: miniRequiredText(fieldLimits.email),
  password: existingPasswordSchema,
  remember: z.optional(miniBoolean()),
});
export type LoginForm = z.output<typeof loginFormSchema>;

/**
 * Answer of `POST auth /login` (SPEC 7). The server may add company fields, which are kept.
 */
export const loginResponseSchema = miniLooseObject({
  /** Session token, ending in `||secret` (SPEC 3 Session). */
  auth: miniAnswerText().check(z.minLength(1)),
  id: miniEntityId(),
  /** Logged-in flag. */
  is_valid: miniBoolean(),
  is_sales: miniBoolean(),
  /** Cart cap in cents; -1 means no cap. */
  max_order_amount: miniInteger(-1),
});
export type LoginResponse = z.output<typeof loginResponseSchema>;
