import type { z } from 'zod';
import {
  answerText,
  boolean,
  entityId,
  enumOf,
  integer,
  isoDateTime,
  listOf,
  looseObject,
} from './keyed-schemas.js';
import { organisationSchema } from './organisation.js';
import { empTypes, languages, newsletterOptions, roles, sources } from './profile-options.js';

/** Text `license_valid` contains once the licence is approved (SPEC 3 User). */
export const LICENSE_APPROVED_MARKER = 'APPROVED';

/** True when a user's or company's licence is approved and ordering is open to it. */
export function isLicenseApproved(licenseValid: string | null | undefined): boolean {
  return licenseValid?.includes(LICENSE_APPROVED_MARKER) ?? false;
}

/** A past order as listed on the user, used to count this year's orders (SPEC 4 License). */
export const userOrderSummarySchema = looseObject({
  id: entityId().optional(),
  created: isoDateTime(),
});

const companyFields = {
  id: entityId(),
  cust_no: answerText().nullish(),
  Name: answerText().nullish(),
  company_name: answerText().nullish(),
  address: answerText().nullish(),
  address_xtra: answerText().nullish(),
  city: answerText().nullish(),
  postalcode: answerText().nullish(),
  country: answerText().nullish(),
  organisation: organisationSchema.nullish(),
  orders: listOf(userOrderSummarySchema).optional(),
  /** Contains `APPROVED` once the licence is approved; see {@link isLicenseApproved}. */
  license_valid: answerText().nullish(),
};

/**
 * A customer office (SPEC 3 User / company), as `POST /set_order_on_behalf` answers it. The server
 * may add fields.
 */
export const companySchema = looseObject({
  ...companyFields,
  /** Cart cap in cents; -1 means no cap. */
  max_order_amount: integer(-1).nullish(),
});
export type Company = z.output<typeof companySchema>;

/** The current user: the answer of `GET /user/me?refresh=1` (SPEC 7). */
export const userSchema = looseObject({
  ...companyFields,
  /** Logged-in flag. */
  is_valid: boolean(),
  is_sales: boolean(),
  /** Cart cap in cents; -1 means no cap. */
  max_order_amount: integer(-1),
  email: answerText().nullish(),
  firstName: answerText().nullish(),
  lastName: answerText().nullish(),
  phone: answerText().nullish(),
  language: enumOf(languages).nullish(),
  role: enumOf(roles).nullish(),
  empType: enumOf(empTypes).nullish(),
  source: enumOf(sources).nullish(),
  optIn: boolean().nullish(),
  newsletter: enumOf(newsletterOptions).nullish(),
  license_number: answerText().nullish(),
  license_number_BIG: answerText().nullish(),
  license_number_KCKZ: answerText().nullish(),
  /** Console user level 0 (Blocked) to 5 (Super administrator). */
  userLevel: integer(0, 5).nullish(),
});
export type User = z.output<typeof userSchema>;
