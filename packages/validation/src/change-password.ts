import type { z } from 'zod';
import { strictObject } from './keyed-schemas.js';
import {
  existingPasswordSchema,
  newPasswordSchema,
  passwordMismatchIssue,
  passwordsMatch,
  repeatPasswordSchema,
} from './password.js';

/**
 * Body of `PUT /user/me` from the change-password form on the account page (SPEC 7). SPEC 7 shows
 * only `password`; the current password is required too, so a session left open on a shared
 * computer cannot take the account over (decision 144).
 */
export const changePasswordRequestSchema = strictObject({
  current_password: existingPasswordSchema,
  password: newPasswordSchema,
  repeat: repeatPasswordSchema,
}).refine(passwordsMatch, passwordMismatchIssue);
export type ChangePasswordRequest = z.output<typeof changePasswordRequestSchema>;
export const changePasswordFormSchema = changePasswordRequestSchema;
export type ChangePasswordForm = ChangePasswordRequest;
