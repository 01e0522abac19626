import { z } from 'zod';
import { fieldLimits } from './field-limits.js';
import { message, trimmedString } from './keyed-schemas.js';

/**
 * An e-mail address: trimmed first (SPEC 5: "E-mail is trimmed of whitespace before register and
 * question submission"), then required and valid.
 */
export const emailSchema = trimmedString()
  .min(1, message('validation.required'))
  .max(fieldLimits.email)
  .regex(z.regexes.email, message('validation.email_invalid'));

/** An e-mail address that may be left empty (''), e.g. a location's contact e-mail. */
export const optionalEmailSchema = trimmedString()
  .max(fieldLimits.email)
  .refine(
    (value) => value === '' || z.regexes.email.test(value),
    message('validation.email_invalid'),
  )
  .optional();
