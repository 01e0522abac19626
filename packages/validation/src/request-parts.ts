import type { z } from 'zod';
import { fieldLimits } from './field-limits.js';
import {
  answerText,
  boolean,
  decimalInteger,
  enumOf,
  idParam,
  integer,
  isoDateTime,
  listOf,
  looseObject,
  message,
  multilineString,
  record,
  strictObject,
  string,
  tupleOf,
  unionOf,
} from './keyed-schemas.js';
import { languages } from './profile-options.js';

export {
  idempotencyHeadersSchema,
  idempotencyKeySchema,
  idParamsSchema,
  sendMailQuerySchema,
} from './call-parts.js';
export { hostnameParamsSchema, languageQuerySchema, refreshQuerySchema } from './mini-requests.js';

// Headers, paths and queries of the API's calls, and the request bodies that are not forms. Every
// text goes through the one string primitive (decision 150), every id through `idParam`
// (decision 151): the routes declare these and nothing of their own.

/** `/backoffice/accounts/:id/:decision` (body: validation's `accountDecisionBodySchema`). */
export const accountDecisionParamsSchema = strictObject({
  id: idParam(),
  decision: enumOf(['approve', 'reject']),
});

/** Body of `PUT /backoffice/maintenance`: the switch, a title and an HTML message. */
export const maintenanceRequestSchema = strictObject({
  maintenance_mode: boolean(),
  maintenance_title: string().max(fieldLimits.text).nullish(),
  maintenance_message: multilineString().max(fieldLimits.html).nullish(),
});
export type MaintenanceRequest = z.output<typeof maintenanceRequestSchema>;

/** A payment reference of the built-in test checkout. */
export const paymentReferenceSchema = string().regex(
  /^pay_[\w-]{10,64}$/,
  message('validation.invalid_value'),
);

/** `/payment/checkout/:reference` and its buttons. */
export const paymentReferenceParamsSchema = strictObject({ reference: paymentReferenceSchema });

/** The signed link token of the test checkout (decision 130). */
export const checkoutTokenSchema = string().min(1, message('validation.required')).max(1024);

/**
 * The signed part of a test-checkout token: payment reference, order id, amount in cents and
 * expiry in Unix milliseconds (decision 130).
 */
export const checkoutTokenClaimsSchema = tupleOf([
  string().max(80),
  integer(1),
  integer(0),
  integer(1),
]);

/** `?token=` of the test checkout page. */
export const checkoutTokenQuerySchema = strictObject({ token: checkoutTokenSchema });

/** Body of the test checkout's complete / cancel buttons: the link token. */
export const checkoutTokenBodySchema = strictObject({ token: checkoutTokenSchema });

/** `?reference=` of the test checkout's return page. */
export const paymentReferenceQuerySchema = strictObject({ reference: paymentReferenceSchema });

/**
 * Body of `POST /payment/webhook` as the route sees it: a JSON object whose keys are clean texts;
 * the provider reads its own fields (PaymentProvider.parseEvent).
 */
export const paymentWebhookBodySchema = record();

/** The test provider's webhook event. */
export const testPaymentEventSchema = strictObject({
  /** The provider's event id; a repeated id is a replay (decision 132). */
  id: string().regex(/^evt_[\w-]{8,64}$/, message('validation.invalid_value')),
  reference: paymentReferenceSchema,
  status: enumOf(['completed', 'canceled']),
});

/** Answer of `POST /payment/webhook`. */
export const paymentWebhookResponseSchema = looseObject({
  order_id: integer(0),
  status: answerText(),
});

/** `/api/content/{file}.pdf`: a product leaflet. */
export const leafletParamsSchema = strictObject({
  file: string().regex(/^[A-Za-z0-9-]{1,40}\.pdf$/, message('validation.invalid_value')),
});

/**
 * Query of `/leaflets/:file`: the language of a generated leaflet; `v` busts caches after an
 * upload (decision 225).
 */
export const leafletQuerySchema = strictObject({
  language: enumOf(languages).optional(),
  v: string().max(40).optional(),
});

/** `/product-images/:file`: a part number and `.webp` (decision 223). */
export const productImageParamsSchema = strictObject({
  file: string().regex(/^[A-Za-z0-9-]{1,40}\.webp$/, message('validation.invalid_value')),
});

/** Query of `/product-images/:file`: the width (400 or 800, default 800); `v` busts caches. */
export const productImageQuerySchema = strictObject({
  w: enumOf(['400', '800'] as const).optional(),
  v: string().max(40).optional(),
});

/** Query of the content search (Prismic v2 shape, SPEC 7); the client may add parameters. */
export const contentSearchQuerySchema = looseObject({
  ref: string().max(200).optional(),
  q: unionOf([string().max(2000), listOf(string().max(2000)).max(10)]).optional(),
  lang: string().max(20).optional(),
  page: decimalInteger(1, 10_000).default(1),
  pageSize: decimalInteger(1, 100).default(20),
  orderings: string().max(500).optional(),
  access_token: string().max(500).optional(),
});

/**
 * The profile fields an account registered with (SPEC 3 Profile fields), as the licence queue shows
 * them; each is absent when the account left it out.
 */
export const pendingAccountProfileSchema = looseObject({
  phone: answerText().optional(),
  company_name: answerText().optional(),
  street_name: answerText().optional(),
  house_number: answerText().optional(),
  address: answerText().optional(),
  postalcode: answerText().optional(),
  city: answerText().optional(),
  country: answerText().optional(),
  role: answerText().optional(),
  empType: answerText().optional(),
  source: answerText().optional(),
  optIn: boolean().optional(),
  newsletter: answerText().optional(),
  IBCLC: boolean().optional(),
  school: answerText().optional(),
  department: answerText().optional(),
  graduation_year: integer(0).optional(),
  discover: answerText().optional(),
});
export type PendingAccountProfile = z.output<typeof pendingAccountProfileSchema>;

/** One account awaiting licence review, as the back office lists it (decision 220). */
export const pendingAccountSchema = looseObject({
  id: integer(0),
  email: answerText(),
  firstName: answerText(),
  lastName: answerText(),
  language: answerText(),
  /** The customer number the account registered with, and its office. */
  cust_no: answerText(),
  office_id: integer(0),
  company_name: answerText(),
  license_number: answerText(),
  license_valid: answerText(),
  created: answerText(),
  /** The customer number already has an approved account: approving joins that office. */
  joins_existing_office: boolean(),
  /** The office fields as the account typed them, to compare with the office's own. */
  registered_company: looseObject({
    company_name: answerText(),
    city: answerText(),
    postalcode: answerText(),
  }),
  profile: pendingAccountProfileSchema,
});
export type PendingAccount = z.output<typeof pendingAccountSchema>;
/** Answer of `GET /backoffice/accounts`. */
export const pendingAccountListSchema = looseObject({ items: listOf(pendingAccountSchema) });

/** An organisation's maintenance switch as the back office reads and sets it. */
export const maintenanceStateSchema = looseObject({
  organisation_id: integer(0),
  maintenance_mode: boolean(),
  maintenance_title: answerText().nullable(),
  maintenance_message: answerText().nullable(),
});
export type MaintenanceState = z.output<typeof maintenanceStateSchema>;

/** Answer of `GET /healthz`. */
export const healthResponseSchema = looseObject({ status: enumOf(['ok']) });

/**
 * Answer of `GET /readyz`: `ok`, `unavailable` (a dependency fails, named in `failing`) or
 * `draining` (the process was asked to stop and takes no new work).
 */
export const readyResponseSchema = looseObject({
  status: enumOf(['ok', 'unavailable', 'draining']),
  database: answerText(),
  failing: listOf(enumOf(['database', 'redis', 'migrations'])).optional(),
});

/** One message of the development mailbox. */
export const devMailSchema = looseObject({
  id: integer(0),
  to: answerText(),
  subject: answerText(),
  text: answerText(),
  kind: answerText(),
  created: answerText(),
  sent: answerText().nullable(),
  /** Names of the attached files. */
  attachments: listOf(answerText()),
});

/** Answer of `GET /api/dev/messages`. */
export const devMailListSchema = looseObject({ items: listOf(devMailSchema) });

/** Body of `POST /api/dev/jobs/nightly`: the instant to run the nightly job at (default now). */
export const devNightlyRequestSchema = strictObject({ at: isoDateTime().optional() });

/** Answer of `POST /api/dev/jobs/nightly`: how many report windows were due and queued. */
export const devNightlyResponseSchema = looseObject({ due: integer(0), sent: integer(0) });
