import { apiResultSchema } from '../api-result.js';
import {
  backofficeAuditPageSchema,
  backofficeAuditQuerySchema,
  backofficeCouponCreateSchema,
  backofficeCouponListSchema,
  backofficeCouponPatchSchema,
  backofficeCouponSchema,
  backofficeLeafletUploadQuerySchema,
  backofficeMeSchema,
  backofficeOrganisationListSchema,
  backofficeOrganisationSchema,
  backofficeOrganisationUpdateSchema,
  backofficeProductPageSchema,
  backofficeProductPatchSchema,
  backofficeProductQuerySchema,
  backofficeProductSchema,
  backofficeShopConfigListSchema,
  backofficeShopConfigSchema,
  backofficeShopConfigUpdateSchema,
  couponCodeParamsSchema,
} from '../backoffice.js';
import {
  accountDecisionBodySchema,
  accountDecisionResponseSchema,
  backofficeCustomerListSchema,
  backofficeCustomerQuerySchema,
  backofficeOfficeDetailSchema,
  backofficeOrderCancelBodySchema,
  backofficeOrderDetailSchema,
  backofficeOrderExportQuerySchema,
  backofficeOrderListSchema,
  backofficeOrderQuerySchema,
  backofficeOrderStatusBodySchema,
} from '../backoffice-orders.js';
import {
  backofficeCategoryListSchema,
  backofficeLookupQuerySchema,
  backofficeMePatchSchema,
  backofficeSalesRepListSchema,
} from '../backoffice-staff.js';
import {
  backofficeOfficeTeamSchema,
  memberLimitBodySchema,
  memberRoleBodySchema,
  officeMemberParamsSchema,
  officeMemberSchema,
} from '../office-accounts.js';
import {
  accountDecisionParamsSchema,
  idParamsSchema,
  maintenanceRequestSchema,
  maintenanceStateSchema,
  pendingAccountListSchema,
} from '../request-parts.js';
import {
  backofficePromoQuerySchema,
  backofficeShopPromoListSchema,
  backofficeShopPromoSchema,
  shopPromoCreateSchema,
  shopPromoPatchSchema,
} from '../shop-promo.js';
import type { Route } from './route.js';

// The shop back office's routes under `/api/admin/backoffice/…` (issue 14, decision 218), for
// staff.

// Own account and lookups (decisions 227, 228)
export const me = {
  method: 'get',
  api: 'admin',
  path: '/backoffice/me',
  schemas: { response: { 200: backofficeMeSchema } },
} as const satisfies Route;

export const updateMe = {
  method: 'patch',
  api: 'admin',
  path: '/backoffice/me',
  schemas: { body: backofficeMePatchSchema, response: { 200: backofficeMeSchema } },
} as const satisfies Route;

export const salesReps = {
  method: 'get',
  api: 'admin',
  path: '/backoffice/sales-reps',
  schemas: { response: { 200: backofficeSalesRepListSchema } },
} as const satisfies Route;

export const categories = {
  method: 'get',
  api: 'admin',
  path: '/backoffice/categories',
  schemas: {
    querystring: backofficeLookupQuerySchema,
    response: { 200: backofficeCategoryListSchema },
  },
} as const satisfies Route;

// Shop promos (decision 229)
export const promos = {
  method: 'get',
  api: 'admin',
  path: '/backoffice/promos',
  schemas: {
    querystring: backofficePromoQuerySchema,
    response: { 200: backofficeShopPromoListSchema },
  },
} as const satisfies Route;

export const createPromo = {
  method: 'post',
  api: 'admin',
  path: '/backoffice/shop-configs/:id/promos',
  schemas: {
    params: idParamsSchema,
    body: shopPromoCreateSchema,
    response: { 201: backofficeShopPromoSchema },
  },
} as const satisfies Route;

export const updatePromo = {
  method: 'patch',
  api: 'admin',
  path: '/backoffice/promos/:id',
  schemas: {
    params: idParamsSchema,
    body: shopPromoPatchSchema,
    response: { 200: backofficeShopPromoSchema },
  },
} as const satisfies Route;

export const deletePromo = {
  method: 'delete',
  api: 'admin',
  path: '/backoffice/promos/:id',
  schemas: { params: idParamsSchema, response: { 200: apiResultSchema } },
} as const satisfies Route;

// Licences (decision 275)
export const pendingAccounts = {
  method: 'get',
  api: 'admin',
  path: '/backoffice/accounts/pending',
  schemas: { response: { 200: pendingAccountListSchema } },
} as const satisfies Route;

export const decideAccount = {
  method: 'post',
  api: 'admin',
  path: '/backoffice/accounts/:id/:decision',
  schemas: {
    params: accountDecisionParamsSchema,
    body: accountDecisionBodySchema,
    response: { 200: accountDecisionResponseSchema },
  },
} as const satisfies Route;

// Maintenance
export const maintenance = {
  method: 'get',
  api: 'admin',
  path: '/backoffice/maintenance',
  schemas: { response: { 200: maintenanceStateSchema } },
} as const satisfies Route;

export const setMaintenance = {
  method: 'put',
  api: 'admin',
  path: '/backoffice/maintenance',
  schemas: { body: maintenanceRequestSchema, response: { 200: maintenanceStateSchema } },
} as const satisfies Route;

// Customers and orders
export const customers = {
  method: 'get',
  api: 'admin',
  path: '/backoffice/customers',
  schemas: {
    querystring: backofficeCustomerQuerySchema,
    response: { 200: backofficeCustomerListSchema },
  },
} as const satisfies Route;

export const office = {
  method: 'get',
  api: 'admin',
  path: '/backoffice/offices/:id',
  schemas: { params: idParamsSchema, response: { 200: backofficeOfficeDetailSchema } },
} as const satisfies Route;

export const orders = {
  method: 'get',
  api: 'admin',
  path: '/backoffice/orders',
  schemas: {
    querystring: backofficeOrderQuerySchema,
    response: { 200: backofficeOrderListSchema },
  },
} as const satisfies Route;

export const exportOrdersCsv = {
  method: 'get',
  api: 'admin',
  path: '/backoffice/orders/export.csv',
  file: true,
  schemas: { querystring: backofficeOrderExportQuerySchema, response: {} },
} as const satisfies Route;

export const exportOrdersXlsx = {
  method: 'get',
  api: 'admin',
  path: '/backoffice/orders/export.xlsx',
  file: true,
  schemas: { querystring: backofficeOrderExportQuerySchema, response: {} },
} as const satisfies Route;

export const order = {
  method: 'get',
  api: 'admin',
  path: '/backoffice/orders/:id',
  schemas: { params: idParamsSchema, response: { 200: backofficeOrderDetailSchema } },
} as const satisfies Route;

export const setOrderStatus = {
  method: 'post',
  api: 'admin',
  path: '/backoffice/orders/:id/status',
  schemas: {
    params: idParamsSchema,
    body: backofficeOrderStatusBodySchema,
    response: { 200: backofficeOrderDetailSchema },
  },
} as const satisfies Route;

export const cancelOrder = {
  method: 'post',
  api: 'admin',
  path: '/backoffice/orders/:id/cancel',
  schemas: {
    params: idParamsSchema,
    body: backofficeOrderCancelBodySchema,
    response: { 200: backofficeOrderDetailSchema },
  },
} as const satisfies Route;

// Catalogue, coupons, organisations, shop configs, audit
export const organisations = {
  method: 'get',
  api: 'admin',
  path: '/backoffice/organisations',
  schemas: { response: { 200: backofficeOrganisationListSchema } },
} as const satisfies Route;

export const updateOrganisation = {
  method: 'put',
  api: 'admin',
  path: '/backoffice/organisations/:id',
  schemas: {
    params: idParamsSchema,
    body: backofficeOrganisationUpdateSchema,
    response: { 200: backofficeOrganisationSchema },
  },
} as const satisfies Route;

export const products = {
  method: 'get',
  api: 'admin',
  path: '/backoffice/products',
  schemas: {
    querystring: backofficeProductQuerySchema,
    response: { 200: backofficeProductPageSchema },
  },
} as const satisfies Route;

export const product = {
  method: 'get',
  api: 'admin',
  path: '/backoffice/products/:id',
  schemas: { params: idParamsSchema, response: { 200: backofficeProductSchema } },
} as const satisfies Route;

export const updateProduct = {
  method: 'patch',
  api: 'admin',
  path: '/backoffice/products/:id',
  schemas: {
    params: idParamsSchema,
    body: backofficeProductPatchSchema,
    response: { 200: backofficeProductSchema },
  },
} as const satisfies Route;

export const coupons = {
  method: 'get',
  api: 'admin',
  path: '/backoffice/coupons',
  schemas: { response: { 200: backofficeCouponListSchema } },
} as const satisfies Route;

export const createCoupon = {
  method: 'post',
  api: 'admin',
  path: '/backoffice/coupons',
  schemas: { body: backofficeCouponCreateSchema, response: { 201: backofficeCouponSchema } },
} as const satisfies Route;

export const updateCoupon = {
  method: 'patch',
  api: 'admin',
  path: '/backoffice/coupons/:code',
  schemas: {
    params: couponCodeParamsSchema,
    body: backofficeCouponPatchSchema,
    response: { 200: backofficeCouponSchema },
  },
} as const satisfies Route;

export const shopConfigs = {
  method: 'get',
  api: 'admin',
  path: '/backoffice/shop-configs',
  schemas: { response: { 200: backofficeShopConfigListSchema } },
} as const satisfies Route;

export const updateShopConfig = {
  method: 'put',
  api: 'admin',
  path: '/backoffice/shop-configs/:id',
  schemas: {
    params: idParamsSchema,
    body: backofficeShopConfigUpdateSchema,
    response: { 200: backofficeShopConfigSchema },
  },
} as const satisfies Route;

export const audit = {
  method: 'get',
  api: 'admin',
  path: '/backoffice/audit',
  schemas: {
    querystring: backofficeAuditQuerySchema,
    response: { 200: backofficeAuditPageSchema },
  },
} as const satisfies Route;

// Product photo and leaflet files (decisions 223, 225): the raw file is the body of the upload
export const uploadProductImage = {
  method: 'put',
  api: 'admin',
  path: '/backoffice/products/:id/image',
  schemas: { params: idParamsSchema, response: { 200: backofficeProductSchema } },
} as const satisfies Route;

export const deleteProductImage = {
  method: 'delete',
  api: 'admin',
  path: '/backoffice/products/:id/image',
  schemas: { params: idParamsSchema, response: { 200: backofficeProductSchema } },
} as const satisfies Route;

export const uploadProductLeaflet = {
  method: 'put',
  api: 'admin',
  path: '/backoffice/products/:id/leaflet',
  schemas: {
    params: idParamsSchema,
    querystring: backofficeLeafletUploadQuerySchema,
    response: { 200: backofficeProductSchema },
  },
} as const satisfies Route;

export const deleteProductLeaflet = {
  method: 'delete',
  api: 'admin',
  path: '/backoffice/products/:id/leaflet',
  schemas: { params: idParamsSchema, response: { 200: backofficeProductSchema } },
} as const satisfies Route;

// Company accounts (issue 29, decision 330): an office's members, roles, limits and requests
export const officeTeam = {
  method: 'get',
  api: 'admin',
  path: '/backoffice/offices/:id/team',
  schemas: { params: idParamsSchema, response: { 200: backofficeOfficeTeamSchema } },
} as const satisfies Route;

export const setOfficeMemberRole = {
  method: 'put',
  api: 'admin',
  path: '/backoffice/offices/:id/members/:userId/role',
  schemas: {
    params: officeMemberParamsSchema,
    body: memberRoleBodySchema,
    response: { 200: officeMemberSchema },
  },
} as const satisfies Route;

export const setOfficeMemberLimit = {
  method: 'put',
  api: 'admin',
  path: '/backoffice/offices/:id/members/:userId/limit',
  schemas: {
    params: officeMemberParamsSchema,
    body: memberLimitBodySchema,
    response: { 200: officeMemberSchema },
  },
} as const satisfies Route;
