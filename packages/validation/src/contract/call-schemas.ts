// The schemas of every shop call not made before the first screen (decision 242), picked by the
// `lazy` part of the contract's routes (./shop-routes.ts). The client loads this module with the
// first such call, so an app's first download holds neither these schemas nor zod's classic API
// they are built with; the server loads it before it registers its routes.

export { apiResultSchema } from '../api-result.js';
export {
  idempotencyHeadersSchema,
  idParamsSchema,
  sendMailQuerySchema,
} from '../call-parts.js';
export {
  cartCheckRequestSchema,
  cartCheckResponseSchema,
} from '../cart-check.js';
export {
  cartTemplateCreateSchema,
  cartTemplateListSchema,
  cartTemplateRenameSchema,
  cartTemplateSchema,
} from '../cart-template.js';
export { changePasswordRequestSchema } from '../change-password.js';
export { questionRequestSchema } from '../contact.js';
export {
  couponCheckRequestSchema,
  couponCheckResponseSchema,
} from '../coupon.js';
export {
  invoiceQuerySchema,
  myOrderExportQuerySchema,
  myOrderQuerySchema,
  officeSearchQuerySchema,
  repOfficeListSchema,
} from '../my-orders.js';
export {
  approvalDecisionSchema,
  approvalListQuerySchema,
  approvalRejectBodySchema,
  approvalRequestListSchema,
  approvalRequestViewSchema,
  invitationCreateSchema,
  invitationPrefillSchema,
  invitationSchema,
  invitationTokenParamsSchema,
  memberLimitBodySchema,
  memberRoleBodySchema,
  officeIdParamsSchema,
  officeMemberSchema,
  officeMembersSchema,
} from '../office-accounts.js';
export {
  officeAddressBodySchema,
  officeAddressBookSchema,
  officeAddressSchema,
} from '../office-address.js';
export {
  orderCreateRequestSchema,
  orderListResponseSchema,
  orderSchema,
} from '../order.js';
export {
  orderOnBehalfRequestSchema,
  orderOnBehalfResponseSchema,
} from '../order-on-behalf.js';
export { pageRequestSchema } from '../page.js';
export {
  forgotRequestSchema,
  prefillRequestSchema,
  prefillResponseSchema,
  resetRequestSchema,
  resetResponseSchema,
} from '../password-recovery.js';
export {
  paymentRequestSchema,
  paymentStartResponseSchema,
} from '../payment.js';
export { registerRequestSchema } from '../register.js';
export { webinarRegistrationRequestSchema } from '../webinar-registration.js';
export {
  zoomOrderListResponseSchema,
  zoomOrderRequestSchema,
  zoomOrderSchema,
} from '../zoom-order.js';
