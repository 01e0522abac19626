import { emailSchema, languages } from '@careshop/validation';
import { z } from 'zod';

const name = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(100, { error: 'validation.too_long' });

/**
 * Body of `POST /webinar/registration` (our call; SPEC 2 /webinar and /webinar-confirmed). Lives
 * here until `@careshop/validation` has it, like the payment schemas (decision 106). The e-mail
 * is trimmed (SPEC 5).
 */
export const webinarRegistrationRequestSchema = z.strictObject({
  webinar_uid: z
    .string({ error: 'validation.required' })
    .regex(/^[a-z0-9-]{1,100}$/, { error: 'validation.invalid_value' }),
  first_name: name,
  last_name: name,
  email: emailSchema,
  profession: z.string().trim().max(100, { error: 'validation.too_long' }).optional(),
  language: z.enum(languages, { error: 'validation.invalid_value' }).optional(),
});
export type WebinarRegistrationRequest = z.input<typeof webinarRegistrationRequestSchema>;
