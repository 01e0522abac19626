// Messages and errors

// Shop forms and request / response bodies (SPEC 5, SPEC 7)
export {
  type AnonymousTokenFailure,
  type ApiErrorBody,
  type ApiErrorCode,
  anonymousTokenFailures,
  apiErrorBodySchema,
  apiErrorCodeSchema,
  apiErrorCodes,
  apiFieldErrorSchema,
  type CartLineReason,
  type CartViolationCode,
  cartLineReasons,
  cartViolationCodes,
  isApiErrorCode,
} from './api-error.js';
export { type ApiResult, apiResultOf, apiResultSchema } from './api-result.js';
export {
  type CartCheckLine,
  type CartCheckRequest,
  type CartCheckResponse,
  type CartLineStatus,
  type CartViolation,
  cartCheckLineSchema,
  cartCheckRequestSchema,
  cartCheckResponseSchema,
  cartLineStatuses,
  cartViolationSchema,
} from './cart-check.js';
export { type CartLine, cartLineSchema, cartLinesSchema } from './cart-line.js';
export {
  type Category,
  type CategoryList,
  categoryListSchema,
  categorySchema,
  organisationRefSchema,
} from './category.js';
export {
  type ChangePasswordForm,
  type ChangePasswordRequest,
  changePasswordFormSchema,
  changePasswordRequestSchema,
} from './change-password.js';
export {
  type ConsoleCompany,
  type ConsoleCompanyRequest,
  type ConsoleMe,
  type ConsoleMePatchRequest,
  type ConsoleUser,
  type ConsoleUserCreateRequest,
  type ConsoleUserUpdateRequest,
  consoleCompanyListSchema,
  consoleCompanyRequestSchema,
  consoleCompanySchema,
  consoleLevelSchema,
  consoleMePatchSchema,
  consoleMeSchema,
  consoleUserCreateSchema,
  consoleUserListQuerySchema,
  consoleUserListSchema,
  consoleUserSchema,
  consoleUserUpdateSchema,
} from './console-account.js';
export {
  type ChartIntervalCode,
  type ConsoleChartQuery,
  type ConsoleHeatmap,
  type ConsoleSelfCheckActivity,
  type ConsoleSeries,
  type ConsoleSeriesBucket,
  type ConsoleSeriesQuery,
  chartIntervals,
  consoleChartQuerySchema,
  consoleHeatmapSchema,
  consoleSelfCheckActivitySchema,
  consoleSeriesBucketSchema,
  consoleSeriesQuerySchema,
  consoleSeriesSchema,
  type SelfCheckKind,
  selfCheckKinds,
} from './console-charts.js';
// Console (SPEC 3 Admin entities)
export {
  type ConsoleConfig,
  type ConsoleConfigForm,
  consoleConfigFormSchema,
  consoleConfigListSchema,
  consoleConfigSchema,
} from './console-config.js';
export {
  type Device,
  type DeviceCreate,
  type DeviceTypeName,
  type DeviceUpdate,
  deviceCreateSchema,
  deviceListQuerySchema,
  deviceListSchema,
  deviceSchema,
  deviceTypes,
  deviceUpdateSchema,
  deviceWithKeySchema,
  rtIdSchema,
} from './console-device.js';
export {
  type ContactForm,
  type ContactPreference,
  contactFormSchema,
  contactPreferences,
  type QuestionRequest,
  type QuestionType,
  questionRequestSchema,
  questionTypes,
} from './contact.js';
export {
  type CouponCheckRequest,
  type CouponCheckResponse,
  type CouponForm,
  couponCheckRequestSchema,
  couponCheckResponseSchema,
  couponCodeSchema,
  couponFormSchema,
} from './coupon.js';
// Shared fields and option lists
export {
  CUSTOMER_NUMBER_MAX_DIGITS,
  CUSTOMER_NUMBER_MIN_DIGITS,
  customerNumberSchema,
} from './customer-number.js';
export { emailSchema, optionalEmailSchema } from './email.js';
export { type MessageParams, messageKeyForIssue, validationErrorMap } from './error-map.js';
export {
  type FieldError,
  type FieldErrors,
  FORM_ERROR_PATH,
  toFieldErrors,
} from './field-errors.js';
export { fieldLimits } from './field-limits.js';
export {
  type IngestProtocolName,
  type IngestResponse,
  ingestParamsSchema,
  ingestProtocols,
  ingestResponseSchema,
} from './ingest.js';
export {
  decimalInteger,
  idParam,
  isCleanLine,
  isCleanText,
  MAX_ID,
} from './keyed-schemas.js';
export {
  isIanaTimeZone,
  type Location,
  type LocationForm,
  locationFormSchema,
  locationListSchema,
  locationSchema,
  MAX_OCCUPANCY_PERCENT,
  type OccupancyMode,
  occupancyModes,
  timeZoneSchema,
} from './location.js';
export {
  type LoginForm,
  type LoginRequest,
  type LoginResponse,
  loginFormSchema,
  loginRequestSchema,
  loginResponseSchema,
} from './login.js';
export {
  isValidationMessageKey,
  type ValidationMessageKey,
  validationMessageKeys,
} from './message-keys.js';
export {
  type LocationOccupancy,
  locationOccupancySchema,
  occupancyLevels,
  occupancyListSchema,
  streamQuerySchema,
  streamTicketSchema,
} from './occupancy.js';
export {
  DEFAULT_PAYMENT_METHOD,
  DEFAULT_SHIPPING_METHOD,
  type Order,
  type OrderCreateRequest,
  type OrderLine,
  type OrderListResponse,
  type OrderStatus,
  orderCreateRequestSchema,
  orderLineSchema,
  orderListResponseSchema,
  orderSchema,
  orderStatuses,
  type PaymentMethod,
  type PaymentStatus,
  paymentMethods,
  paymentStatuses,
  type ShippingAddress,
  type ShippingMethod,
  shippingAddressSchema,
  shippingMethods,
} from './order.js';
export {
  type OrderOnBehalfRequest,
  type OrderOnBehalfResponse,
  orderOnBehalfRequestSchema,
  orderOnBehalfResponseSchema,
} from './order-on-behalf.js';
export { type Organisation, organisationSchema } from './organisation.js';
export {
  DEFAULT_ROWS_PER_PAGE,
  MAX_ROWS_PER_PAGE,
  type PageRequest,
  pageOf,
  pageRequestSchema,
} from './page.js';
export {
  existingPasswordSchema,
  isCommonPassword,
  newPasswordSchema,
  repeatPasswordSchema,
} from './password.js';
export {
  type ForgotForm,
  type ForgotRequest,
  forgotFormSchema,
  forgotRequestSchema,
  type PrefillRequest,
  type PrefillResponse,
  prefillRequestSchema,
  prefillResponseSchema,
  type ResetForm,
  type ResetRequest,
  type ResetResponse,
  resetFormSchema,
  resetRequestSchema,
  resetResponseSchema,
} from './password-recovery.js';
export {
  type PaymentRequest,
  type PaymentStartResponse,
  paymentRequestSchema,
  paymentStartResponseSchema,
} from './payment.js';
export { optionalPhoneSchema, phoneSchema } from './phone.js';
export {
  DEFAULT_STOCK,
  type Product,
  type ProductList,
  productCategorySchema,
  productListSchema,
  productSchema,
} from './product.js';
export {
  commonSources,
  dutchOnlySources,
  type EmpType,
  empTypes,
  type Language,
  languages,
  type NewsletterOption,
  newsletterOptions,
  type Role,
  roles,
  type Source,
  sources,
  sourcesForLanguage,
  type UserLevel,
  type UserLevelName,
  userLevels,
} from './profile-options.js';
export {
  type Promo,
  type PromoForm,
  promoFormSchema,
  promoListSchema,
  promoSchema,
} from './promo.js';
export {
  profileFields,
  type RegisterForm,
  type RegisterRequest,
  registerFormSchema,
  registerRequestSchema,
  toRegisterRequest,
} from './register.js';
export {
  daysBetween,
  type ReportFormat,
  type ReportInterval,
  type ReportPeriod,
  type ReportQuery,
  type ReportSubscription,
  type ReportSubscriptionCreateRequest,
  type ReportSubscriptionDetail,
  type ReportSubscriptionForm,
  type ReportSubscriptionPatchRequest,
  type ReportSubscriptionRequest,
  type ReportTrigger,
  reportFormats,
  reportIntervals,
  reportPeriods,
  reportQuerySchema,
  reportSendNowSchema,
  reportSubscriptionCreateSchema,
  reportSubscriptionDetailSchema,
  reportSubscriptionFormSchema,
  reportSubscriptionListSchema,
  reportSubscriptionPatchSchema,
  reportSubscriptionRequestSchema,
  reportSubscriptionSchema,
  reportTriggers,
  reportWindowLimits,
  reportWindowProblem,
  supportedReportTypeSchema,
} from './report-subscription.js';
export {
  isReportTypeSupported,
  type ReportType,
  reportTypes,
  type SupportedReportType,
  supportedReportTypes,
  unsupportedReportTypes,
} from './report-types.js';
export {
  accountDecisionParamsSchema,
  checkoutTokenBodySchema,
  checkoutTokenClaimsSchema,
  checkoutTokenQuerySchema,
  checkoutTokenSchema,
  contentSearchQuerySchema,
  devMailListSchema,
  devMailSchema,
  devNightlyRequestSchema,
  devNightlyResponseSchema,
  healthResponseSchema,
  hostnameParamsSchema,
  idempotencyHeadersSchema,
  idempotencyKeySchema,
  idParamsSchema,
  languageQuerySchema,
  leafletParamsSchema,
  type MaintenanceRequest,
  type MaintenanceState,
  maintenanceRequestSchema,
  maintenanceStateSchema,
  type PendingAccount,
  paymentReferenceParamsSchema,
  paymentReferenceQuerySchema,
  paymentReferenceSchema,
  paymentWebhookBodySchema,
  paymentWebhookResponseSchema,
  pendingAccountListSchema,
  pendingAccountSchema,
  readyResponseSchema,
  refreshQuerySchema,
  sendMailQuerySchema,
  testPaymentEventSchema,
} from './request-parts.js';
export {
  localeCodeSchema,
  type ShopConfig,
  shopConfigSchema,
  shopLocales,
} from './shop-config.js';
export {
  type Company,
  companySchema,
  isLicenseApproved,
  LICENSE_APPROVED_MARKER,
  type User,
  userOrderSummarySchema,
  userSchema,
} from './user.js';
export { parseOrThrow, ValidationError } from './validation-error.js';
export {
  type WebinarRegistrationRequest,
  webinarRegistrationRequestSchema,
} from './webinar-registration.js';
export {
  type ZoomOrder,
  type ZoomOrderForm,
  type ZoomOrderListResponse,
  type ZoomOrderRequest,
  zoomDeliveryReference,
  zoomOrderFormSchema,
  zoomOrderListResponseSchema,
  zoomOrderRequestSchema,
  zoomOrderSchema,
  zoomProductSchema,
} from './zoom-order.js';
