import { enumOf, idParam, looseObject, message, strictObject, string } from './keyed-schemas.js';

// The headers, path and query parts of the shop's calls the contract loads lazily (decision 285),
// in a module of their own: the rest of request-parts.ts (the test checkout's tuple among them)
// stays out of the shop's bundles.

/** The Idempotency-Key header of calls that create something (decision 054). */
export const idempotencyKeySchema = string()
  .min(8, message('validation.too_short'))
  .max(255)
  .regex(/^[\x21-\x7e]+$/, message('validation.invalid_value'));

/** Headers of `POST /order` and `POST /zoom-order`. Other headers pass. */
export const idempotencyHeadersSchema = looseObject({
  'idempotency-key': idempotencyKeySchema,
});

/** `/order/:id`, `/zoom-order/:id` and similar: one positive decimal id. */
export const idParamsSchema = strictObject({ id: idParam() });

/** `?send_mail=1` of `POST /user`. */
export const sendMailQuerySchema = looseObject({ send_mail: enumOf(['0', '1']).optional() });
