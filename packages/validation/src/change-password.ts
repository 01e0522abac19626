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
 * Body of `PUT /user/me` from the change-password form on the account page (SPEC 7). The current
 * password is optional because SPEC 7 shows only `password`; the API may still demand it.
 */
export const changePasswordRequestSchema = strictObject({
  current_password: existingPasswordSchema.optional(),
  password: newPasswordSchema,
  repeat: repeatPasswordSchema,
}).refine(passwordsMatch, passwordMismatchIssue);
export type ChangePasswordRequest = z.output<typeof changePasswordRequestSchema>;
export const changePasswordFormSchema = changePasswordRequestSchema;
export type ChangePasswordForm = ChangePasswordRequest;
