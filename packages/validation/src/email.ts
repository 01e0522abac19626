import * as z from 'zod/mini';
import { fieldLimits } from './field-limits.js';
import { message } from './message-keys.js';
import { miniTrimmedString } from './mini-schemas.js';

// In zod/mini, whose schemas nest in classic ones (decision 242): the console's reports screen
// checks a subscription's recipient with its first screen (decision 370).

/**
 * An e-mail address: trimmed first (SPEC 5: "E-mail is trimmed of whitespace before register and
 * question submission"), then required and valid.
 */
export const emailSchema = miniTrimmedString().check(
  z.minLength(1, message('validation.required')),
  z.maxLength(fieldLimits.email),
  z.regex(z.regexes.email, message('validation.email_invalid')),
);

/** An e-mail address that may be left empty (''), e.g. a location's contact e-mail. */
export const optionalEmailSchema = z.optional(
  miniTrimmedString().check(
    z.maxLength(fieldLimits.email),
    z.refine(
      (value) => value === '' || z.regexes.email.test(value),
      message('validation.email_invalid'),
    ),
  ),
);
