import type { z } from 'zod';
import { emailSchema } from './email.js';
import { fieldLimits } from './field-limits.js';
import {
  enumOf,
  message,
  optionalText,
  requiredText,
  strictObject,
  string,
} from './keyed-schemas.js';
import { languages } from './profile-options.js';

/**
 * Body of `POST /webinar/registration` (ours to design; SPEC 2 /webinar and /webinar-confirmed):
 * the webinar page uid and who registers. Names and the e-mail are trimmed (SPEC 5).
 */
export const webinarRegistrationRequestSchema = strictObject({
  webinar_uid: string().regex(/^[a-z0-9-]{1,100}$/, message('validation.invalid_value')),
  first_name: requiredText(fieldLimits.name),
  last_name: requiredText(fieldLimits.name),
  email: emailSchema,
  profession: optionalText(fieldLimits.name),
  language: enumOf(languages).optional(),
});
/** What a caller passes (before trimming). */
export type WebinarRegistrationRequest = z.input<typeof webinarRegistrationRequestSchema>;
