export type { AccountBanners, AccountBannersInput } from './account-banners';
export { accountBanners, ordersInYearOf } from './account-banners';
export type {
  ApplyCartCheckAction,
  CartAction,
  CartQuantity,
  ClearErrorAction,
  NextStepAction,
  PreviousStepAction,
  RecalculateAction,
  ResetAction,
  SetCouponCodeAction,
  SetDiscountAction,
  SetMaxAction,
  SetOrderNumberAction,
  SetOrderReferenceAction,
  SetPaymentCardAction,
  SetPaymentMethodAction,
  SetPaymentTypeAction,
  SetShippingAddressAction,
  SetShippingChargeAction,
  SetShippingMethodAction,
  SetStepAction,
  UpdateQuantityAction,
} from './cart-actions';
export type {
  CartAdditionLine,
  CartAdditionProduct,
  CartAdditionReason,
  CartAdditionsInput,
  CartAdditionsOutput,
  CartAdditionUpdate,
  CartAdditionVerdict,
  ProductBlockReason,
} from './cart-additions';
export { planCartAdditions } from './cart-additions';
export type { CartEngineErrorCode, CartErrorCode, CartRejection } from './cart-errors';
export {
  CART_ERROR_CODES,
  CartEngineError,
  InvalidCartAmountError,
  InvalidOrderIdError,
  MissingCartProductIdError,
} from './cart-errors';
export type {
  CartLineStatus,
  CartProduct,
  CartProductIdSource,
  CartProductInput,
  ProductIdValue,
} from './cart-product';
export { CART_LINE_STATUSES, cartProductId, toCartProduct } from './cart-product';
export { cartReducer } from './cart-reducer';
export type {
  CannotOrderViolation,
  CartRulesInput,
  CartRuleViolation,
  CartRuleViolationCode,
  EmptyCartViolation,
  FreeProductsOnlyViolation,
  IncompleteBundleViolation,
  MaxOrderPriceViolation,
  MaxProductAmountViolation,
} from './cart-rules';
export { CART_RULE_VIOLATION_CODES, checkCartRules } from './cart-rules';
export {
  selectBadgeCount,
  selectIsEmpty,
  selectLine,
  selectLineQuantity,
  selectRemainingOrderValue,
  selectStepIndex,
} from './cart-selectors';
export type { CartState, CreateEmptyCartOptions } from './cart-state';
export { createEmptyCart } from './cart-state';
export type { CheckoutStep } from './checkout-steps';
export {
  CHECKOUT_STEPS,
  checkoutStepIndex,
  isCheckoutStep,
  nextCheckoutStep,
  previousCheckoutStep,
} from './checkout-steps';
export type {
  CouponDefinition,
  CouponDiscountInput,
  CouponDiscountOutput,
  CouponLine,
  CouponRefusal,
} from './coupon';
export {
  calculateCouponDiscount,
  couponUsability,
  isCouponEligibleLine,
  isLineEligibleFor,
} from './coupon';
export type { LineLimitReason, LineLimitsInput, LineLimitsResult } from './line-limits';
export { limitLine } from './line-limits';
export type { OrderConfirmationTracking } from './order-confirmation-tracking';
export { trackOrderConfirmation } from './order-confirmation-tracking';
export type { CartPayment, PaymentMethod, PaymentType } from './payment';
export { DEFAULT_PAYMENT_METHOD, DEFAULT_PAYMENT_TYPE } from './payment';
export { shareOfCents } from './rounding';
export type { CartCheckAnswer, CartCheckLine } from './server-check';
export type { DeliveryOption, ShippingMethod } from './shipping';
export { DEFAULT_SHIPPING_METHOD, DELIVERY_OPTIONS, deliveryOptionOf } from './shipping';
export {
  DELIVERY_BUSINESS_DAYS,
  expectedDeliveryDate,
  SHIPPING_RATES_CENTS,
  shippingRateOf,
} from './shipping-rates';
export type {
  CartTotalInput,
  CartTotalOutput,
  CartTotalsInput,
  CartTotalsOutput,
  DiscountInput,
  DiscountOutput,
  LineAmounts,
  LineTotalInput,
  LineTotalOutput,
  OrderValueCapInput,
  OrderValueCapOutput,
  ShippingChargeInput,
  ShippingChargeOutput,
  SubtotalInput,
  SubtotalOutput,
} from './totals';
export {
  calculateCartTotal,
  calculateCartTotals,
  calculateDiscount,
  calculateLineTotal,
  calculateOrderValueCap,
  calculateShippingCharge,
  calculateSubtotal,
  NO_ORDER_VALUE_CAP,
} from './totals';
export type { IncludedVatInput, IncludedVatOutput } from './vat';
export { calculateIncludedVat, VAT_RATES_BASIS_POINTS, vatRateOf } from './vat';
