import * as z from 'zod/mini';
import {
  miniAnswerText,
  miniEnumOf,
  miniLiteral,
  miniLooseObject,
  miniRecordOf,
} from './mini-schemas.js';

/**
 * Why the cart check delivers a line in part or not at all (the `reason` of a cart check line and
 * the code of a refused order line).
 */
export const cartLineReasons = [
  'unknown_product',
  'not_available_online',
  'download_only',
  'not_available_yet',
  'out_of_stock',
  'insufficient_stock',
  'max_product_amount_reached',
  'max_product_year_reached',
  'incomplete_bundle',
  'cannot_order',
] as const;
export type CartLineReason = (typeof cartLineReasons)[number];

/** Codes of the cart rules (cart-engine `checkCartRules`) the server applies to a cart. */
export const cartViolationCodes = [
  'empty_cart',
  'free_products_only',
  'max_order_price_reached',
  'cannot_order',
  'max_product_amount_reached',
  'incomplete_bundle',
] as const;
export type CartViolationCode = (typeof cartViolationCodes)[number];

/** Why a self-signed token was refused (decision 055). */
export const anonymousTokenFailures = ['invalid', 'expired', 'body_mismatch'] as const;
export type AnonymousTokenFailure = (typeof anonymousTokenFailures)[number];

/**
 * Every `code` an error answer of the API can carry (decision 153). The server's `HttpError` only
 * takes these; the apps switch on them. Adding a code here is the only way to send a new one.
 */
export const apiErrorCodes = [
  // The request itself (framework and schema; decision 150)
  'invalid_request',
  'invalid_json',
  'body_too_large',
  'body_too_deep',
  'unsupported_media_type',
  'uri_too_long',
  'headers_too_large',
  'method_not_allowed',
  'request_timeout',
  'bad_request',
  'route_not_found',
  'app_not_built',
  'jobs_off',
  'rate_limited',
  'not_found',
  'internal',
  'service_unavailable',
  'maintenance_mode',
  'shutting_down',
  'busy',
  // Sessions and roles
  'unauthenticated',
  'session_expired',
  'token_required',
  ...anonymousTokenFailures.map((reason) => `anonymous_token_${reason}` as const),
  'login_failed',
  'reset_token_invalid',
  'current_password_wrong',
  'webhook_signature_invalid',
  'payment_token_invalid',
  'payment_token_expired',
  'staff_only',
  'sales_only',
  'staff_cannot_order',
  'office_unknown',
  'license_not_approved',
  'order_on_behalf_invalid',
  'order_on_behalf_required',
  // Reporting console (decisions 190, 191)
  'console_only',
  'console_forbidden',
  'shop_account_only',
  'account_blocked',
  'console_own_account',
  'console_company_required',
  'report_type_not_supported',
  // Devices pushing counts (reporting console ingestion)
  'device_unknown',
  'device_revoked',
  'device_protocol_mismatch',
  'invalid_payload',
  // A text of a push with a NUL, another control character or a lone surrogate; an XML DOCTYPE
  'invalid_characters',
  'xml_doctype_refused',
  // Back-office uploads (decision 223)
  'invalid_image',
  'invalid_pdf',
  // Conflicts
  'email_taken',
  'idempotency_key_reused',
  'conflict',
  'payment_completed',
  'payment_token_used',
  'rt_id_taken',
  'device_revoked',
  'company_not_empty',
  'location_has_devices',
  'location_has_history',
  'licence_already_decided',
  'order_cancelled',
  'cart_template_name_taken',
  // Company accounts (issue 29, decision 330)
  'office_role_forbidden',
  'office_member_only',
  'membership_removed',
  'last_admin',
  'own_request',
  'request_decided',
  'request_expired',
  'approval_request_not_found',
  'member_not_found',
  'invitation_not_found',
  'invitation_invalid',
  'invitation_mismatch',
  'email_registered',
  // Business rules
  'invalid_coupon',
  'max_orders_exceeded',
  'address_unknown',
  'address_book_full',
  'cart_template_limit',
  'payment_not_online',
  'payment_method_unavailable',
  'cart_invalid',
  ...cartViolationCodes,
  ...cartLineReasons,
] as const;

/** One of {@link apiErrorCodes}. */
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** The zod enum of {@link apiErrorCodes} (duplicates are merged). */
export const apiErrorCodeSchema = miniEnumOf([...new Set(apiErrorCodes)] as unknown as readonly [
  ApiErrorCode,
  ...ApiErrorCode[],
]);

const codeSet: ReadonlySet<string> = new Set(apiErrorCodes);

/** True when `value` is a code the API sends. */
export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && codeSet.has(value);
}

/** One field's problem in an error answer: an i18n key and its parameters. */
export const apiFieldErrorSchema = miniLooseObject({
  key: miniAnswerText(),
  params: z.optional(miniRecordOf(z.unknown())),
});

/**
 * The JSON body of every 4xx/5xx answer (SPEC 7: "success false with message"). `code` is one of
 * {@link apiErrorCodes}; `errors` holds the per-field i18n keys of a validation failure; `details`
 * what a business rule reports (limits, refused lines). The API client checks it on any failed
 * call, the shop's first screen's included: zod/mini (decision 242).
 */
export const apiErrorBodySchema = miniLooseObject({
  success: miniLiteral(false),
  code: apiErrorCodeSchema,
  message: miniAnswerText(),
  errors: z.optional(miniRecordOf(apiFieldErrorSchema)),
  details: z.optional(miniRecordOf(z.unknown())),
});
export type ApiErrorBody = z.output<typeof apiErrorBodySchema>;
