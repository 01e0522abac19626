import { type SupportedLanguage, supportedLanguages } from '@careshop/i18n';
/**
 * The professional roles a customer can pick (SPEC 3 Profile fields), as stable snake_case codes
 * that equal the i18n keys `professional.roles.<code>`
 * (see docs/decisions/031-validation-profile-option-codes.md).
 */
export const roles = [
  'maternity_assistant',
  'lactation_specialist',
  'nurse',
  'pediatric_nurse',
  'neonatal_nurse',
  'student',
  'pharmacist',
  'gynecologist',
  'researcher',
  'midwife',
  'neonatologist',
  'obstetrician',
  'pediatrician',
] as const;
export type Role = (typeof roles)[number];

/** Employment types (SPEC 3 `empType`); codes equal the keys `professional.emp_types.<code>`. */
export const empTypes = [
  'hospital',
  'freelance',
  'public_clinic',
  'practice',
  'employed_and_freelance',
  'expectant_midwife',
  'pharmacy',
] as const;
export type EmpType = (typeof empTypes)[number];

/** How the customer heard of the shop (SPEC 3 `source`), offered in every language. */
export const commonSources = [
  'PRINTED_AD',
  'EMAIL_NEWSLETTER',
  'PRINTED_FLYER',
  'PERSON_CONGRESS',
  'PERSON_LUNCH_LEARN',
  'COLLEGA',
  'CALENDER',
] as const;

/** Sources the Dutch shop offers in addition to {@link commonSources}. */
export const dutchOnlySources = ['BOOK', 'EDUCATION'] as const;

/** Every accepted `source` value. */
export const sources = [...commonSources, ...dutchOnlySources] as const;
export type Source = (typeof sources)[number];

/** The sources a registration form shows for a language: Dutch adds BOOK and EDUCATION. */
export function sourcesForLanguage(language: string): readonly Source[] {
  return language === 'nl' ? sources : commonSources;
}

/** Newsletter choice (SPEC 3 `newsletter`). */
export const newsletterOptions = ['SUBSCRIBED', 'NOT_SUBSCRIBED'] as const;
export type NewsletterOption = (typeof newsletterOptions)[number];

/**
 * Interface languages (SPEC 3 Languages): i18n's one list of languages with a dictionary
 * (decision 156), so a form, the API and the language switcher never disagree.
 */
export const languages = supportedLanguages;
export type Language = SupportedLanguage;

/** Console user levels (SPEC 3 `userLevel`), index = level. */
export const userLevels = [
  'BLOCKED',
  'ACTIVE',
  'ADMINISTRATOR',
  'COUNTS_ONLY',
  'LIVE_COUNTS',
  'SUPER_ADMINISTRATOR',
] as const;
export type UserLevelName = (typeof userLevels)[number];
/** A console user level, 0 (Blocked) to 5 (Super administrator). */
export type UserLevel = 0 | 1 | 2 | 3 | 4 | 5;
