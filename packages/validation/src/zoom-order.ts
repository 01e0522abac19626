import type { z } from 'zod';
import { emailSchema } from './email.js';
import { fieldLimits } from './field-limits.js';
import {
  answerText,
  arrayOf,
  entityId,
  enumOf,
  integer,
  isoDateTime,
  listOf,
  looseObject,
  message,
  mustBeTrue,
  productId,
  requiredText,
  strictObject,
  trimmedString,
} from './keyed-schemas.js';
import { orderStatuses } from './order.js';
import { pageOf } from './page.js';
import { phoneSchema } from './phone.js';

/** One product sent to the patient. */
export const zoomProductSchema = strictObject({
  id: productId(),
  quantity: integer(1, fieldLimits.zoomQuantity),
});

/**
 * The Zoom! Delivered order form, which is also the request body (SPEC 5 Zoom! Delivered): at
 * least one product, the patient's address and contact, scanner data, and every consent ticked.
 */
export const zoomOrderRequestSchema = strictObject({
  products: arrayOf(zoomProductSchema, {
    min: 1,
    max: fieldLimits.zoomProducts,
    minKey: 'validation.product_required',
  }),
  first_name: requiredText(fieldLimits.name),
  last_name: requiredText(fieldLimits.name),
  zip: trimmedString()
    .min(1, message('validation.required'))
    .min(fieldLimits.zipMin, message('validation.zip_too_short'))
    .max(fieldLimits.zipMax),
  /** Address line 1. */
  street: requiredText(fieldLimits.text),
  /** Address line 2 (house number and addition). */
  number: requiredText(fieldLimits.text),
  city: requiredText(fieldLimits.text),
  state: requiredText(fieldLimits.name),
  scanner_type: requiredText(fieldLimits.name),
  patient_scan_id: requiredText(fieldLimits.name),
  email: emailSchema,
  phone: phoneSchema,
  informed_consent_practice: mustBeTrue('validation.consent_required'),
  informed_consent_patient: mustBeTrue('validation.consent_required'),
  net_terms: mustBeTrue('validation.accept_required'),
  terms: mustBeTrue('validation.accept_required'),
  /** "The information above is correct." */
  confirm_correct: mustBeTrue('validation.accept_required'),
});
export type ZoomOrderRequest = z.output<typeof zoomOrderRequestSchema>;
export const zoomOrderFormSchema = zoomOrderRequestSchema;
export type ZoomOrderForm = ZoomOrderRequest;

/**
 * A placed Zoom! Delivered order as the API answers it: id, creation time, status and the
 * products; the patient fields come back as sent, and the server may add more.
 */
export const zoomOrderSchema = looseObject({
  id: entityId(),
  /** The delivery reference shown to the practice, see {@link zoomDeliveryReference}. */
  reference: answerText().optional(),
  created: isoDateTime(),
  status: enumOf(orderStatuses),
  products: listOf(looseObject({ id: answerText(), quantity: integer(0) })),
  first_name: answerText().nullish(),
  last_name: answerText().nullish(),
  zip: answerText().nullish(),
  city: answerText().nullish(),
  state: answerText().nullish(),
  patient_scan_id: answerText().nullish(),
});
export type ZoomOrder = z.output<typeof zoomOrderSchema>;

/**
 * The delivery reference of a Zoom! Delivered order: `ZD-` and the order id padded to six digits
 * (docs/decisions/121-zoom-delivery-reference.md). The server sends it; apps show it as is.
 */
export function zoomDeliveryReference(id: number): string {
  return `ZD-${String(id).padStart(6, '0')}`;
}

/** A page of placed Zoom! Delivered orders. */
export const zoomOrderListResponseSchema = pageOf(zoomOrderSchema);
export type ZoomOrderListResponse = z.output<typeof zoomOrderListResponseSchema>;
