// The shop's and Zoom!'s routes (SPEC 7 and our own), one module each: an app's bundler puts each
// route in the chunk of the code that calls it, so the first visit holds only the first screen's
// routes. Those (config, catalogue, user, login) carry zod/mini schemas; every other route's schemas
// are `lazy` (decision 242).

export { addresses } from './shop/addresses.js';
export { approvalRequest } from './shop/approval-request.js';
export { approvalRequests } from './shop/approval-requests.js';
export { approveRequest } from './shop/approve-request.js';
export { cartTemplate } from './shop/cart-template.js';
export { cartTemplates } from './shop/cart-templates.js';
export { categories } from './shop/categories.js';
export { changePassword } from './shop/change-password.js';
export { checkCart } from './shop/check-cart.js';
export { checkCoupon } from './shop/check-coupon.js';
export { configForHostname } from './shop/config-for-hostname.js';
export { createAddress } from './shop/create-address.js';
export { createCartTemplate } from './shop/create-cart-template.js';
export { createOrder } from './shop/create-order.js';
export { createZoomOrder } from './shop/create-zoom-order.js';
export { deleteAddress } from './shop/delete-address.js';
export { deleteCartTemplate } from './shop/delete-cart-template.js';
export { exportOrdersCsv } from './shop/export-orders-csv.js';
export { exportOrdersXlsx } from './shop/export-orders-xlsx.js';
export { forgot } from './shop/forgot.js';
export { invitation } from './shop/invitation.js';
export { inviteMember } from './shop/invite-member.js';
export { invoice } from './shop/invoice.js';
export { login } from './shop/login.js';
export { logout } from './shop/logout.js';
export { me } from './shop/me.js';
export { officeMembers } from './shop/office-members.js';
export { order } from './shop/order.js';
export { orders } from './shop/orders.js';
export { prefill } from './shop/prefill.js';
export { products } from './shop/products.js';
export { question } from './shop/question.js';
export { recentRepOffices } from './shop/recent-rep-offices.js';
export { register } from './shop/register.js';
export { rejectRequest } from './shop/reject-request.js';
export { removeMember } from './shop/remove-member.js';
export { renameCartTemplate } from './shop/rename-cart-template.js';
export { repOffices } from './shop/rep-offices.js';
export { reset } from './shop/reset.js';
export { resumePayment } from './shop/resume-payment.js';
export { revokeInvitation } from './shop/revoke-invitation.js';
export { setMemberLimit } from './shop/set-member-limit.js';
export { setMemberRole } from './shop/set-member-role.js';
export { setOrderOnBehalf } from './shop/set-order-on-behalf.js';
export { startPayment } from './shop/start-payment.js';
export { updateAddress } from './shop/update-address.js';
export { webinarRegistration } from './shop/webinar-registration.js';
export { withdrawRequest } from './shop/withdraw-request.js';
export { zoomOrders } from './shop/zoom-orders.js';
