import type { z } from 'zod';
import { fieldLimits } from './field-limits.js';
import { answerText, boolean, looseObject, requiredText, strictObject } from './keyed-schemas.js';
import {
  newPasswordSchema,
  passwordMismatchIssue,
  passwordsMatch,
  repeatPasswordSchema,
} from './password.js';

/**
 * Body of `POST auth /forgot` and the forgot form (SPEC 7). The one field `email` may hold an
 * e-mail address, a customer number or a username ("credential recovery by customer number or
 * username"), so it is only required.
 */
export const forgotRequestSchema = strictObject({
  email: requiredText(fieldLimits.email),
});
export type ForgotRequest = z.output<typeof forgotRequestSchema>;
export const forgotFormSchema = forgotRequestSchema;
export type ForgotForm = ForgotRequest;

const tokenSchema = requiredText(fieldLimits.token);

/**
 * Body of `POST auth /reset` and the reset / create-password form: "reset fields without email"
 * (SPEC 7), i.e. the token from the e-mail link, the new password and its repeat.
 */
export const resetRequestSchema = strictObject({
  token: tokenSchema,
  password: newPasswordSchema,
  repeat: repeatPasswordSchema,
}).refine(passwordsMatch, passwordMismatchIssue);
export type ResetRequest = z.output<typeof resetRequestSchema>;
export const resetFormSchema = resetRequestSchema;
export type ResetForm = ResetRequest;

/** Answer of `POST auth /reset`: `true` (SPEC 7). */
export const resetResponseSchema = boolean();
export type ResetResponse = z.output<typeof resetResponseSchema>;

/** Body of `POST auth /prefill` (SPEC 7). */
export const prefillRequestSchema = strictObject({
  token: tokenSchema,
});
export type PrefillRequest = z.output<typeof prefillRequestSchema>;

/**
 * Answer of `POST auth /prefill`: the known account data for the token, used to fill the reset or
 * register form. Every field may be missing; the server may add more.
 */
export const prefillResponseSchema = looseObject({
  email: answerText().nullish(),
  cust_no: answerText().nullish(),
  firstName: answerText().nullish(),
  lastName: answerText().nullish(),
  company_name: answerText().nullish(),
  street_name: answerText().nullish(),
  house_number: answerText().nullish(),
  postalcode: answerText().nullish(),
  city: answerText().nullish(),
  country: answerText().nullish(),
  phone: answerText().nullish(),
  language: answerText().nullish(),
});
export type PrefillResponse = z.output<typeof prefillResponseSchema>;
