import type { z } from 'zod';
import { optionalCountryCodeSchema } from './country-schema.js';
import { customerNumberSchema } from './customer-number.js';
import { emailSchema } from './email.js';
import { fieldLimits } from './field-limits.js';
import {
  boolean,
  enumOf,
  integer,
  mustBeTrue,
  optionalText,
  strictObject,
} from './keyed-schemas.js';
import {
  newPasswordSchema,
  passwordMismatchIssue,
  passwordsMatch,
  repeatPasswordSchema,
} from './password.js';
import { optionalPhoneSchema } from './phone.js';
import { empTypes, languages, newsletterOptions, roles, sources } from './profile-options.js';

/**
 * Profile fields of SPEC 3 shared by registration and the account page. SPEC 5 requires none of
 * them at registration, so they are optional but checked when given
 * (docs/decisions/032-validation-register-fields.md).
 */
export const profileFields = {
  firstName: optionalText(fieldLimits.name),
  lastName: optionalText(fieldLimits.name),
  phone: optionalPhoneSchema,
  company_name: optionalText(fieldLimits.text),
  street_name: optionalText(fieldLimits.text),
  house_number: optionalText(fieldLimits.houseNumber),
  address: optionalText(fieldLimits.text),
  postalcode: optionalText(fieldLimits.postalCode),
  city: optionalText(fieldLimits.text),
  country: optionalCountryCodeSchema(),
  license_number: optionalText(fieldLimits.licenseNumber),
  license_number_BIG: optionalText(fieldLimits.licenseNumber),
  license_number_KCKZ: optionalText(fieldLimits.licenseNumber),
  role: enumOf(roles).optional(),
  empType: enumOf(empTypes).optional(),
  source: enumOf(sources).optional(),
  optIn: boolean().optional(),
  newsletter: enumOf(newsletterOptions).optional(),
  language: enumOf(languages).optional(),
  IBCLC: boolean().optional(),
  school: optionalText(fieldLimits.text),
  department: optionalText(fieldLimits.text),
  graduation_year: integer(1950, 2100).optional(),
  discover: optionalText(fieldLimits.text),
};

const registerFields = {
  cust_no: customerNumberSchema,
  email: emailSchema,
  password: newPasswordSchema,
  ...profileFields,
  terms: mustBeTrue('validation.terms_required'),
  /** The token of an office administrator's invitation (issue 29): the role it names is given. */
  invitation: optionalText(fieldLimits.token),
};

/**
 * Body of `POST /user?send_mail=1` (SPEC 7). Carries `terms` so the server enforces and records the
 * agreement, but not the repeat password.
 */
export const registerRequestSchema = strictObject(registerFields);
export type RegisterRequest = z.output<typeof registerRequestSchema>;

/** The register form (SPEC 5 Register): the request fields plus the repeated password. */
export const registerFormSchema = strictObject({
  ...registerFields,
  repeat: repeatPasswordSchema,
}).refine(passwordsMatch, passwordMismatchIssue);
export type RegisterForm = z.output<typeof registerFormSchema>;

/** The request body for a valid register form: the same values without `repeat`. */
export function toRegisterRequest(form: RegisterForm): RegisterRequest {
  const { repeat: _repeat, ...request } = form;
  return request;
}

/**
 * The office's address lines from the registration fields (issue 15: the street and number were
 * lost when the extra address line was filled too). The street and house number make the first
 * line and the `address` field (the form's second line) the extra line; without a street, the
 * `address` field is the first line.
 */
export function registrationAddressLines(fields: {
  street_name?: string | null | undefined;
  house_number?: string | null | undefined;
  address?: string | null | undefined;
}): { address: string; address_xtra: string } {
  const street = [fields.street_name, fields.house_number]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  const extra = fields.address?.trim() ?? '';
  return street ? { address: street, address_xtra: extra } : { address: extra, address_xtra: '' };
}
