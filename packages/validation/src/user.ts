import * as z from 'zod/mini';
import {
  miniAnswerText,
  miniBoolean,
  miniEntityId,
  miniEnumOf,
  miniInteger,
  miniIsoDateTime,
  miniListOf,
  miniLooseObject,
} from './mini-schemas.js';
import { organisationSchema } from './organisation.js';
import { empTypes, languages, newsletterOptions, roles, sources } from './profile-options.js';

/** Text `license_valid` contains once the licence is approved (SPEC 3 User). */
export const LICENSE_APPROVED_MARKER = 'APPROVED';

/** True when a user's or company's licence is approved and ordering is open to it. */
export function isLicenseApproved(licenseValid: string | null | undefined): boolean {
  return licenseValid?.includes(LICENSE_APPROVED_MARKER) ?? false;
}

/** A past order as listed on the user, used to count this year's orders (SPEC 4 License). */
export const userOrderSummarySchema = miniLooseObject({
  id: z.optional(miniEntityId()),
  created: miniIsoDateTime(),
});

const companyFields = {
  id: miniEntityId(),
  cust_no: z.nullish(miniAnswerText()),
  Name: z.nullish(miniAnswerText()),
  company_name: z.nullish(miniAnswerText()),
  address: z.nullish(miniAnswerText()),
  address_xtra: z.nullish(miniAnswerText()),
  city: z.nullish(miniAnswerText()),
  postalcode: z.nullish(miniAnswerText()),
  country: z.nullish(miniAnswerText()),
  organisation: z.nullish(organisationSchema),
  orders: z.optional(miniListOf(userOrderSummarySchema)),
  /** Contains `APPROVED` once the licence is approved; see {@link isLicenseApproved}. */
  license_valid: z.nullish(miniAnswerText()),
};

/**
 * A customer office (SPEC 3 User / company), as `POST /set_order_on_behalf` answers it. The server
 * may add fields.
 */
export const companySchema = miniLooseObject({
  ...companyFields,
  /** Cart cap in cents; -1 means no cap. */
  max_order_amount: z.nullish(miniInteger(-1)),
});
export type Company = z.output<typeof companySchema>;

/**
 * The current user: the answer of `GET /user/me?refresh=1` (SPEC 7). The shop restores it before
 * its first screen: zod/mini (decision 242).
 */
export const userSchema = miniLooseObject({
  ...companyFields,
  /** Logged-in flag. */
  is_valid: miniBoolean(),
  is_sales: miniBoolean(),
  /** Cart cap in cents; -1 means no cap. */
  max_order_amount: miniInteger(-1),
  email: z.nullish(miniAnswerText()),
  firstName: z.nullish(miniAnswerText()),
  lastName: z.nullish(miniAnswerText()),
  phone: z.nullish(miniAnswerText()),
  language: z.nullish(miniEnumOf(languages)),
  role: z.nullish(miniEnumOf(roles)),
  empType: z.nullish(miniEnumOf(empTypes)),
  source: z.nullish(miniEnumOf(sources)),
  optIn: z.nullish(miniBoolean()),
  newsletter: z.nullish(miniEnumOf(newsletterOptions)),
  license_number: z.nullish(miniAnswerText()),
  license_number_BIG: z.nullish(miniAnswerText()),
  license_number_KCKZ: z.nullish(miniAnswerText()),
  /** Console user level 0 (Blocked) to 5 (Super administrator). */
  userLevel: z.nullish(miniInteger(0, 5)),
  /**
   * The member's role in their office (issue 29, decision 330): `admin`, `approver`, `buyer` or
   * `viewer`; `removed` once an administrator removed them; absent for reps, staff and console.
   */
  office_role: z.nullish(miniEnumOf(['admin', 'approver', 'buyer', 'viewer', 'removed'] as const)),
});
export type User = z.output<typeof userSchema>;
