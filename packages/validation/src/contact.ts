import type { z } from 'zod';
import { emailSchema } from './email.js';
import { fieldLimits } from './field-limits.js';
import {
  enumOf,
  optionalText,
  requiredMultilineText,
  requiredText,
  strictObject,
} from './keyed-schemas.js';
import { phoneSchema } from './phone.js';

/** Question types of the contact form (SPEC 3 Contact form). */
export const questionTypes = [
  'checkout',
  'order',
  'account',
  'backorder',
  'website',
  'other',
] as const;
export type QuestionType = (typeof questionTypes)[number];

/** How the customer wants to be contacted back. */
export const contactPreferences = ['email', 'call'] as const;
export type ContactPreference = (typeof contactPreferences)[number];

/**
 * Body of `POST /question` and the contact form (SPEC 5 Contact): name, company, e-mail (trimmed,
 * valid), phone, message and question type required; contact preference e-mail or call; office
 * name optional.
 */
export const questionRequestSchema = strictObject({
  name: requiredText(fieldLimits.name),
  office_name: optionalText(fieldLimits.text),
  company: requiredText(fieldLimits.text),
  email: emailSchema,
  phone: phoneSchema,
  question_type: enumOf(questionTypes),
  contact_preference: enumOf(contactPreferences),
  message: requiredMultilineText(fieldLimits.message),
});
export type QuestionRequest = z.output<typeof questionRequestSchema>;
export const contactFormSchema = questionRequestSchema;
export type ContactForm = QuestionRequest;
