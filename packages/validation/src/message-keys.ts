/**
 * Every message key this package can put on a zod issue. Each one is a full i18next key into the
 * `validation` dictionary of `@careshop/i18n`, so apps translate it and the API can return it as is.
 */
export const validationMessageKeys = [
  'validation.required',
  'validation.reason_required',
  'validation.email_invalid',
  'validation.too_short',
  'validation.too_long',
  'validation.digits_only',
  'validation.customer_number_length',
  'validation.password_mismatch',
  'validation.password_common',
  'validation.terms_required',
  'validation.consent_required',
  'validation.accept_required',
  'validation.invalid_value',
  'validation.invalid_type',
  'validation.number_too_small',
  'validation.number_too_big',
  'validation.integer_required',
  'validation.date_invalid',
  'validation.end_before_start',
  'validation.end_date_past',
  'validation.occupancy_required',
  'validation.unknown_field',
  'validation.phone_invalid',
  'validation.zip_too_short',
  'validation.product_required',
  'validation.coupon_required',
  'validation.too_few_items',
  'validation.too_many_items',
  'validation.address_required',
  'validation.report_type_unsupported',
  'validation.invalid_characters',
  'validation.po_number_format',
  'validation.country_unknown',
  'validation.template_name_taken',
] as const;

/** A key of the `validation` i18n dictionary, e.g. `'validation.required'`. */
export type ValidationMessageKey = (typeof validationMessageKeys)[number];

const keySet: ReadonlySet<string> = new Set(validationMessageKeys);

/** True when `value` is one of {@link validationMessageKeys}. */
export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && keySet.has(value);
}

/** Sets a fixed message key on one check or schema. */
export function message(key: ValidationMessageKey) {
  return { error: key } as const;
}
