import { categoryListSchema } from '../category.js';
import { loginRequestSchema, loginResponseSchema } from '../login.js';
import { hostnameParamsSchema, languageQuerySchema, refreshQuerySchema } from '../mini-requests.js';
import { productListSchema } from '../product.js';
import { shopConfigSchema } from '../shop-config.js';
import { userSchema } from '../user.js';
import type { Route } from './route.js';

// The shop's and Zoom!'s routes (SPEC 7 and our own). The first screen's calls (config, catalogue,
// user, login) carry zod/mini schemas; every other call's schemas are `lazy` (decision 242).

// Accounts (`/api/auth`)

export const login = {
  method: 'post',
  api: 'auth',
  path: '/login',
  schemas: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
} as const satisfies Route;

export const logout = {
  method: 'post',
  api: 'auth',
  path: '/logout',
  lazy: (s) => ({ response: { 200: s.apiResultSchema } }),
} as const satisfies Route;

export const forgot = {
  method: 'post',
  api: 'auth',
  path: '/forgot',
  lazy: (s) => ({ body: s.forgotRequestSchema, response: { 200: s.apiResultSchema } }),
} as const satisfies Route;

export const prefill = {
  method: 'post',
  api: 'auth',
  path: '/prefill',
  lazy: (s) => ({ body: s.prefillRequestSchema, response: { 200: s.prefillResponseSchema } }),
} as const satisfies Route;

export const reset = {
  method: 'post',
  api: 'auth',
  path: '/reset',
  lazy: (s) => ({ body: s.resetRequestSchema, response: { 200: s.resetResponseSchema } }),
} as const satisfies Route;

// User

export const me = {
  method: 'get',
  api: 'admin',
  path: '/user/me',
  schemas: { querystring: refreshQuerySchema, response: { 200: userSchema } },
} as const satisfies Route;

export const changePassword = {
  method: 'put',
  api: 'admin',
  path: '/user/me',
  lazy: (s) => ({ body: s.changePasswordRequestSchema, response: { 200: s.apiResultSchema } }),
} as const satisfies Route;

export const register = {
  method: 'post',
  api: 'admin',
  path: '/user',
  bearer: 'session-or-anonymous',
  lazy: (s) => ({
    querystring: s.sendMailQuerySchema,
    body: s.registerRequestSchema,
    response: { 200: s.apiResultSchema },
  }),
} as const satisfies Route;

export const question = {
  method: 'post',
  api: 'admin',
  path: '/question',
  bearer: 'session-or-anonymous',
  lazy: (s) => ({ body: s.questionRequestSchema, response: { 200: s.apiResultSchema } }),
} as const satisfies Route;

// Catalogue

export const products = {
  method: 'get',
  api: 'admin',
  path: '/product',
  schemas: { querystring: languageQuerySchema, response: { 200: productListSchema } },
} as const satisfies Route;

export const categories = {
  method: 'get',
  api: 'admin',
  path: '/category',
  schemas: { querystring: languageQuerySchema, response: { 200: categoryListSchema } },
} as const satisfies Route;

export const configForHostname = {
  method: 'get',
  api: 'admin',
  path: '/config_for_hostname/:hostname',
  schemas: { params: hostnameParamsSchema, response: { 200: shopConfigSchema } },
} as const satisfies Route;

// Ordering for an office (sales reps)

export const repOffices = {
  method: 'get',
  api: 'admin',
  path: '/order_on_behalf/offices',
  lazy: (s) => ({
    querystring: s.officeSearchQuerySchema,
    response: { 200: s.repOfficeListSchema },
  }),
} as const satisfies Route;

export const recentRepOffices = {
  method: 'get',
  api: 'admin',
  path: '/order_on_behalf/recent',
  lazy: (s) => ({ response: { 200: s.repOfficeListSchema } }),
} as const satisfies Route;

export const setOrderOnBehalf = {
  method: 'post',
  api: 'admin',
  path: '/set_order_on_behalf',
  lazy: (s) => ({
    body: s.orderOnBehalfRequestSchema,
    response: { 200: s.orderOnBehalfResponseSchema },
  }),
} as const satisfies Route;

// Cart and orders

export const checkCart = {
  method: 'post',
  api: 'admin',
  path: '/cart/check',
  lazy: (s) => ({ body: s.cartCheckRequestSchema, response: { 200: s.cartCheckResponseSchema } }),
} as const satisfies Route;

export const checkCoupon = {
  method: 'post',
  api: 'admin',
  path: '/coupon/check',
  lazy: (s) => ({
    body: s.couponCheckRequestSchema,
    response: { 200: s.couponCheckResponseSchema },
  }),
} as const satisfies Route;

export const createOrder = {
  method: 'post',
  api: 'admin',
  path: '/order',
  lazy: (s) => ({
    headers: s.idempotencyHeadersSchema,
    body: s.orderCreateRequestSchema,
    response: { 201: s.orderSchema },
  }),
} as const satisfies Route;

export const orders = {
  method: 'get',
  api: 'admin',
  path: '/order',
  lazy: (s) => ({
    querystring: s.myOrderQuerySchema,
    response: { 200: s.orderListResponseSchema },
  }),
} as const satisfies Route;

export const exportOrdersCsv = {
  method: 'get',
  api: 'admin',
  path: '/order/export.csv',
  file: true,
  lazy: (s) => ({ querystring: s.myOrderExportQuerySchema, response: {} }),
} as const satisfies Route;

export const exportOrdersXlsx = {
  method: 'get',
  api: 'admin',
  path: '/order/export.xlsx',
  file: true,
  lazy: (s) => ({ querystring: s.myOrderExportQuerySchema, response: {} }),
} as const satisfies Route;

export const order = {
  method: 'get',
  api: 'admin',
  path: '/order/:id',
  lazy: (s) => ({ params: s.idParamsSchema, response: { 200: s.orderSchema } }),
} as const satisfies Route;

export const invoice = {
  method: 'get',
  api: 'admin',
  path: '/order/:id/invoice.pdf',
  file: true,
  lazy: (s) => ({ params: s.idParamsSchema, querystring: s.invoiceQuerySchema, response: {} }),
} as const satisfies Route;

// The office's address book (decision 246)

export const addresses = {
  method: 'get',
  api: 'admin',
  path: '/address',
  lazy: (s) => ({ response: { 200: s.officeAddressBookSchema } }),
} as const satisfies Route;

export const createAddress = {
  method: 'post',
  api: 'admin',
  path: '/address',
  lazy: (s) => ({ body: s.officeAddressBodySchema, response: { 201: s.officeAddressSchema } }),
} as const satisfies Route;

export const updateAddress = {
  method: 'put',
  api: 'admin',
  path: '/address/:id',
  lazy: (s) => ({
    params: s.idParamsSchema,
    body: s.officeAddressBodySchema,
    response: { 200: s.officeAddressSchema },
  }),
} as const satisfies Route;

export const deleteAddress = {
  method: 'delete',
  api: 'admin',
  path: '/address/:id',
  lazy: (s) => ({ params: s.idParamsSchema, response: { 200: s.apiResultSchema } }),
} as const satisfies Route;

// Saved carts (decision 250)

export const cartTemplates = {
  method: 'get',
  api: 'admin',
  path: '/cart-template',
  lazy: (s) => ({ response: { 200: s.cartTemplateListSchema } }),
} as const satisfies Route;

export const createCartTemplate = {
  method: 'post',
  api: 'admin',
  path: '/cart-template',
  lazy: (s) => ({ body: s.cartTemplateCreateSchema, response: { 201: s.cartTemplateSchema } }),
} as const satisfies Route;

export const cartTemplate = {
  method: 'get',
  api: 'admin',
  path: '/cart-template/:id',
  lazy: (s) => ({ params: s.idParamsSchema, response: { 200: s.cartTemplateSchema } }),
} as const satisfies Route;

export const renameCartTemplate = {
  method: 'put',
  api: 'admin',
  path: '/cart-template/:id',
  lazy: (s) => ({
    params: s.idParamsSchema,
    body: s.cartTemplateRenameSchema,
    response: { 200: s.cartTemplateSchema },
  }),
} as const satisfies Route;

export const deleteCartTemplate = {
  method: 'delete',
  api: 'admin',
  path: '/cart-template/:id',
  lazy: (s) => ({ params: s.idParamsSchema, response: { 200: s.apiResultSchema } }),
} as const satisfies Route;

// Payments

export const startPayment = {
  method: 'post',
  api: 'admin',
  path: '/payment/start',
  lazy: (s) => ({ body: s.paymentRequestSchema, response: { 200: s.paymentStartResponseSchema } }),
} as const satisfies Route;

export const resumePayment = {
  method: 'post',
  api: 'admin',
  path: '/payment/resume',
  lazy: (s) => ({ body: s.paymentRequestSchema, response: { 200: s.paymentStartResponseSchema } }),
} as const satisfies Route;

// Webinars

export const webinarRegistration = {
  method: 'post',
  api: 'admin',
  path: '/webinar/registration',
  bearer: 'session-or-anonymous',
  lazy: (s) => ({ body: s.webinarRegistrationRequestSchema, response: { 200: s.apiResultSchema } }),
} as const satisfies Route;

// Zoom! Delivered

export const createZoomOrder = {
  method: 'post',
  api: 'admin',
  path: '/zoom-order',
  lazy: (s) => ({
    headers: s.idempotencyHeadersSchema,
    body: s.zoomOrderRequestSchema,
    response: { 201: s.zoomOrderSchema },
  }),
} as const satisfies Route;

export const zoomOrders = {
  method: 'get',
  api: 'admin',
  path: '/zoom-order',
  lazy: (s) => ({
    querystring: s.pageRequestSchema,
    response: { 200: s.zoomOrderListResponseSchema },
  }),
} as const satisfies Route;
