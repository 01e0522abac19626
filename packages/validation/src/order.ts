import { z } from 'zod';
import { cartLinesSchema } from './cart-line.js';
import { countryCodeSchema } from './country-schema.js';
import { couponCodeSchema } from './coupon.js';
import { fieldLimits } from './field-limits.js';
import {
  answerText,
  cents,
  entityId,
  enumOf,
  integer,
  isoDateTime,
  listOf,
  looseObject,
  optionalText,
  requiredText,
  strictObject,
} from './keyed-schemas.js';
import { deliveryAddressSchema } from './office-address.js';
import { orderReferenceSchema } from './order-reference.js';
import {
  type OrderStatus,
  orderStatuses,
  type PaymentStatus,
  paymentStatuses,
} from './order-states.js';
import { pageOf } from './page.js';

/** Delivery options (SPEC 3 Order, SPEC 9); `standard` is the default. */
export const shippingMethods = ['overnight', 'regular', 'standard'] as const;
export type ShippingMethod = (typeof shippingMethods)[number];
export const DEFAULT_SHIPPING_METHOD: ShippingMethod = 'standard';

/**
 * Payment methods: cash on delivery (the default, SPEC 9), invoice, and credit card through the
 * payment provider (see docs/decisions/034-validation-order-bodies.md).
 */
export const paymentMethods = ['cod', 'invoice', 'creditcard'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'cod';

export { type OrderStatus, orderStatuses, type PaymentStatus, paymentStatuses };

/** A delivery address typed in at checkout instead of a stored address key. */
export const shippingAddressSchema = strictObject({
  name: requiredText(fieldLimits.name),
  address: requiredText(fieldLimits.text),
  address_xtra: optionalText(fieldLimits.text),
  city: requiredText(fieldLimits.text),
  postalcode: requiredText(fieldLimits.postalCode),
  country: countryCodeSchema(),
});
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

/**
 * Body of the order confirmation (SPEC 4 Cart rules: sales terms and terms of use accepted before
 * confirming). Exactly one of `address_key` and `shipping_address` is given. The idempotency key
 * travels as a header, not in the body.
 */
export const orderCreateRequestSchema = strictObject({
  lines: cartLinesSchema,
  /**
   * Key of a stored shipping address (SPEC 3 Cart `addresskey`): `default` for the office's own
   * address, or the key of an address of the office's book (decision 246).
   */
  address_key: requiredText(fieldLimits.key).optional(),
  shipping_address: shippingAddressSchema.optional(),
  /** Left out: {@link DEFAULT_SHIPPING_METHOD} (SPEC 9). */
  shipping_method: enumOf(shippingMethods).default(DEFAULT_SHIPPING_METHOD),
  /** Left out: {@link DEFAULT_PAYMENT_METHOD} (SPEC 9). */
  payment_method: enumOf(paymentMethods).default(DEFAULT_PAYMENT_METHOD),
  coupon_code: couponCodeSchema.optional(),
  /** The PO number and the note for the brand, both optional (decision 246). */
  ...orderReferenceSchema.shape,
  accepted_terms: z.literal(true, { error: 'validation.accept_required' }),
  accepted_sales_terms: z.literal(true, { error: 'validation.accept_required' }),
})
  .refine((order) => order.address_key !== undefined || order.shipping_address !== undefined, {
    error: 'validation.address_required',
    path: ['address_key'],
  })
  .refine((order) => order.address_key === undefined || order.shipping_address === undefined, {
    error: 'validation.invalid_value',
    path: ['shipping_address'],
  });
export type OrderCreateRequest = z.output<typeof orderCreateRequestSchema>;

/** One line of a placed order. */
export const orderLineSchema = looseObject({
  id: answerText(),
  quantity: integer(0),
  price_in_cents: cents(),
  name: answerText().nullish(),
});
export type OrderLine = z.output<typeof orderLineSchema>;

/** A placed order (SPEC 3 Order); every amount is in cents. */
export const orderSchema = looseObject({
  id: entityId(),
  /** Order number shown to the customer, when it differs from the id. */
  order_nr: answerText().nullish(),
  created: isoDateTime(),
  subtotal: cents().optional(),
  total: cents(),
  tax: cents(),
  shipping: cents(),
  discount: cents(),
  lines: listOf(orderLineSchema),
  status: enumOf(orderStatuses),
  payment_status: enumOf(paymentStatuses),
  payment_method: enumOf(paymentMethods).nullish(),
  delivery_option: enumOf(shippingMethods),
  coupon_code: answerText().nullish(),
  /** The purchase-order number given at checkout, else null (decision 246). */
  po_number: answerText().nullish(),
  /** The note for the brand given at checkout, else null (decision 246). */
  note: answerText().nullish(),
  /** Where the order is delivered, as it was placed. */
  shipping_address: deliveryAddressSchema.nullish(),
});
export type Order = z.output<typeof orderSchema>;

/** Answer of "my orders" (paginated, SPEC 2 my orders with rows per page). */
export const orderListResponseSchema = pageOf(orderSchema);
export type OrderListResponse = z.output<typeof orderListResponseSchema>;
