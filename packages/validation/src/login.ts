import type { z } from 'zod';
import { fieldLimits } from './field-limits.js';
import {
  answerText,
  boolean,
  entityId,
  integer,
  looseObject,
  requiredText,
  strictObject,
} from './keyed-schemas.js';
import { existingPasswordSchema } from './password.js';

/**
 * Body of `POST auth /login` (SPEC 7). `email` holds a username or an e-mail address (SPEC 5
 * Login: "username or e-mail required"), so it is only required, not checked as an address.
 */
export const loginRequestSchema = strictObject({
  email: requiredText(fieldLimits.email),
  password: existingPasswordSchema,
});
export type LoginRequest = z.output<typeof loginRequestSchema>;

/** The login form: the request plus "remember me", which stays in the app. */
export const loginFormSchema = strictObject({
  email: requiredText(fieldLimits.email),
  password: existingPasswordSchema,
  remember: boolean().optional(),
});
export type LoginForm = z.output<typeof loginFormSchema>;

/**
 * Answer of `POST auth /login` (SPEC 7). The server may add company fields, which are kept.
 */
export const loginResponseSchema = looseObject({
  /** Session token, ending in `||secret` (SPEC 3 Session). */
  auth: answerText().min(1),
  id: entityId(),
  /** Logged-in flag. */
  is_valid: boolean(),
  is_sales: boolean(),
  /** Cart cap in cents; -1 means no cap. */
  max_order_amount: integer(-1),
});
export type LoginResponse = z.output<typeof loginResponseSchema>;
