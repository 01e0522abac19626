import {
  type AccountDecisionResponse,
  accountDecisionResponseSchema,
  apiResultSchema,
  type BackofficeAuditEntry,
  type BackofficeCategory,
  type BackofficeCoupon,
  type BackofficeCouponCreate,
  type BackofficeCouponPatch,
  type BackofficeCustomerList,
  type BackofficeMe,
  type BackofficeMePatch,
  type BackofficeOfficeDetail,
  type BackofficeOrderDetail,
  type BackofficeOrderList,
  type BackofficeOrganisation,
  type BackofficeOrganisationUpdate,
  type BackofficeProduct,
  type BackofficeProductPatch,
  type BackofficeSalesRep,
  type BackofficeShopConfig,
  type BackofficeShopConfigUpdate,
  type BackofficeShopPromo,
  backofficeAuditPageSchema,
  backofficeCategoryListSchema,
  backofficeCouponCreateSchema,
  backofficeCouponListSchema,
  backofficeCouponPatchSchema,
  backofficeCouponSchema,
  backofficeCustomerListSchema,
  backofficeMePatchSchema,
  backofficeMeSchema,
  backofficeOfficeDetailSchema,
  backofficeOrderCancelBodySchema,
  backofficeOrderDetailSchema,
  backofficeOrderListSchema,
  backofficeOrderStatusBodySchema,
  backofficeOrganisationListSchema,
  backofficeOrganisationSchema,
  backofficeOrganisationUpdateSchema,
  backofficeProductPageSchema,
  backofficeProductPatchSchema,
  backofficeProductSchema,
  backofficeSalesRepListSchema,
  backofficeShopConfigListSchema,
  backofficeShopConfigSchema,
  backofficeShopConfigUpdateSchema,
  backofficeShopPromoListSchema,
  backofficeShopPromoSchema,
  licenceApprovalSchema,
  licenceRejectionSchema,
  type MaintenanceRequest,
  type MaintenanceState,
  maintenanceRequestSchema,
  maintenanceStateSchema,
  type PendingAccount,
  pendingAccountListSchema,
  type ShopPromoCreate,
  type ShopPromoPatch,
  shopPromoCreateSchema,
  shopPromoPatchSchema,
} from '@careshop/validation';
import type { ApiClientOptions, CallOptions } from './api-client';
import { createTransport } from './http-transport';
import type { EntityId } from './organisation-filter';
import type { ParseSchema } from './schema';

/**
 * The typed shop back-office calls under `/api/admin/backoffice/…` (issue 14, decision 218), for
 * staff. Login, logout and password calls are the shop's ({@link createApiClient}).
 */
export interface BackofficeClient {
  readonly adminUrl: string;
  me(options?: CallOptions): Promise<BackofficeMe>;
  /** `PATCH /me`: the staff member's own name and language (decision 228). */
  updateMe(body: BackofficeMePatch): Promise<BackofficeMe>;
  /** The sales reps of the scope, by name (the order list's rep filter, decision 227). */
  salesReps(options?: CallOptions): Promise<BackofficeSalesRep[]>;
  /** The categories of the scope, named in `language` (default: the staff member's). */
  categories(language?: string, options?: CallOptions): Promise<BackofficeCategory[]>;
  /** The shop promos of the scope, newest first; names of links in `language` (decision 229). */
  promos(language?: string, options?: CallOptions): Promise<BackofficeShopPromo[]>;
  createPromo(shopConfigId: EntityId, body: ShopPromoCreate): Promise<BackofficeShopPromo>;
  updatePromo(id: EntityId, body: ShopPromoPatch): Promise<BackofficeShopPromo>;
  deletePromo(id: EntityId): Promise<void>;

  pendingAccounts(options?: CallOptions): Promise<PendingAccount[]>;
  /**
   * Approves a licence. `changeDecision` replaces a decision already taken; without it a decided
   * licence answers 409 `licence_already_decided` (decision 275).
   */
  approveAccount(id: EntityId, changeDecision?: boolean): Promise<AccountDecisionResponse>;
  /**
   * Rejects a licence; the reason (required) is stored, audited and quoted in the customer's
   * e-mail. `changeDecision` as for {@link BackofficeClient.approveAccount}.
   */
  rejectAccount(
    id: EntityId,
    reason: string,
    changeDecision?: boolean,
  ): Promise<AccountDecisionResponse>;

  /** Offices with their accounts by customer number, name or e-mail (paged). */
  customers(
    query: { q?: string | undefined; page?: number | undefined },
    options?: CallOptions,
  ): Promise<BackofficeCustomerList>;
  office(id: EntityId, options?: CallOptions): Promise<BackofficeOfficeDetail>;

  orders(query: BackofficeOrderFilters, options?: CallOptions): Promise<BackofficeOrderList>;
  order(id: EntityId, options?: CallOptions): Promise<BackofficeOrderDetail>;
  setOrderStatus(id: EntityId, status: 'processed' | 'in_process'): Promise<BackofficeOrderDetail>;
  /** Cancels once (stock and quota come back); a second cancel is 409 `order_cancelled`. */
  cancelOrder(id: EntityId, reason?: string): Promise<BackofficeOrderDetail>;
  /** The URL of the filtered order list as a file (fetch it with the session's bearer). */
  ordersExportUrl(query: BackofficeOrderFilters, format: 'csv' | 'xlsx'): string;

  products(query: BackofficeProductFilters, options?: CallOptions): Promise<BackofficeProductPage>;
  product(id: EntityId, options?: CallOptions): Promise<BackofficeProduct>;
  /** Changes a product; `stock_delta` is applied atomically (409 when it would go below 0). */
  updateProduct(id: EntityId, body: BackofficeProductPatch): Promise<BackofficeProduct>;
  /**
   * The address a product's photo is uploaded to with `PUT` (the raw PNG, JPEG or WebP body, at
   * most 5 MB; decision 223): the file goes as it is, so the caller sends it with fetch.
   */
  productImageUploadUrl(id: EntityId): string;
  /** Removes a product's photo (404 when it has none). */
  deleteProductImage(id: EntityId): Promise<BackofficeProduct>;
  /**
   * The address a product's PDF leaflet is uploaded to with `PUT` (the raw `application/pdf` body,
   * at most 10 MB; decision 225), with the file's name shown to staff and offered to the shop.
   */
  productLeafletUploadUrl(id: EntityId, fileName?: string): string;
  /** Removes a product's uploaded leaflet: the shop serves the generated one again (404 when none). */
  deleteProductLeaflet(id: EntityId): Promise<BackofficeProduct>;

  coupons(options?: CallOptions): Promise<BackofficeCoupon[]>;
  createCoupon(body: BackofficeCouponCreate): Promise<BackofficeCoupon>;
  /** Changes the coupon of exactly this (case-sensitive) code. */
  updateCoupon(code: string, body: BackofficeCouponPatch): Promise<BackofficeCoupon>;

  organisations(options?: CallOptions): Promise<BackofficeOrganisation[]>;
  updateOrganisation(
    id: EntityId,
    body: BackofficeOrganisationUpdate,
  ): Promise<BackofficeOrganisation>;
  shopConfigs(options?: CallOptions): Promise<BackofficeShopConfig[]>;
  updateShopConfig(id: EntityId, body: BackofficeShopConfigUpdate): Promise<BackofficeShopConfig>;
  /** The organisation's maintenance switch, title and message. */
  maintenance(options?: CallOptions): Promise<MaintenanceState>;
  setMaintenance(body: MaintenanceRequest): Promise<MaintenanceState>;

  audit(query: BackofficeAuditFilters, options?: CallOptions): Promise<BackofficeAuditPage>;
}

/** Filters of the order list and its exports (`office` and `rep` are ids), and the page. */
export interface BackofficeOrderFilters {
  from?: string | undefined;
  to?: string | undefined;
  status?: string | undefined;
  office?: number | undefined;
  cust_no?: string | undefined;
  rep?: number | undefined;
  payment_status?: string | undefined;
  page?: number | undefined;
}

/** Filters of the product list, and the page. */
export interface BackofficeProductFilters {
  q?: string | undefined;
  category?: string | undefined;
  availability?: string | undefined;
  page?: number | undefined;
}

/** Filters of the audit log; `before` is the `next_before` of the previous page. */
export interface BackofficeAuditFilters {
  entity?: string | undefined;
  entity_id?: string | undefined;
  before?: number | undefined;
}

/** A page of the product list. */
export interface BackofficeProductPage {
  items: BackofficeProduct[];
  page: number;
  rows_per_page: number;
  total: number;
}

/** A page of the audit log; `next_before` is the `before` of the next page, or null. */
export interface BackofficeAuditPage {
  items: BackofficeAuditEntry[];
  next_before: number | null;
}

type Search = Record<string, string | number>;

/** The defined, non-empty values of a query as search parameters. */
function searchOf(query: object): Search {
  const search: Search = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search[key] = value as string | number;
  }
  return search;
}

/** Creates the back-office client on the same transport rules as the shop's client. */
export function createBackofficeClient(options: ApiClientOptions): BackofficeClient {
  const transport = createTransport(options);
  const id = (value: EntityId) => encodeURIComponent(String(value));

  const get = async <T>(
    path: string,
    responseSchema: ParseSchema<T>,
    call?: CallOptions,
    searchParams?: Search,
  ): Promise<T> =>
    (
      await transport.send({
        method: 'get',
        api: 'admin',
        path: `backoffice/${path}`,
        responseSchema,
        signal: call?.signal,
        ...(searchParams && Object.keys(searchParams).length > 0 ? { searchParams } : {}),
      })
    ).data;

  const write = async <B, T>(
    method: 'post' | 'put' | 'patch' | 'delete',
    path: string,
    responseSchema: ParseSchema<T>,
    body?: B,
    requestSchema?: ParseSchema<B>,
  ): Promise<T> =>
    (
      await transport.send<B, T>({
        method,
        api: 'admin',
        path: `backoffice/${path}`,
        responseSchema,
        ...(body === undefined ? {} : { body }),
        ...(requestSchema ? { requestSchema } : {}),
      })
    ).data;

  return {
    adminUrl: transport.adminUrl,
    me: (call) => get('me', backofficeMeSchema, call),
    updateMe: (body) => write('patch', 'me', backofficeMeSchema, body, backofficeMePatchSchema),
    salesReps: async (call) => (await get('sales-reps', backofficeSalesRepListSchema, call)).items,
    categories: async (language, call) =>
      (await get('categories', backofficeCategoryListSchema, call, searchOf({ language }))).items,
    promos: async (language, call) =>
      (await get('promos', backofficeShopPromoListSchema, call, searchOf({ language }))).items,
    createPromo: (configId, body) =>
      write(
        'post',
        `shop-configs/${id(configId)}/promos`,
        backofficeShopPromoSchema,
        body,
        shopPromoCreateSchema,
      ),
    updatePromo: (promoId, body) =>
      write(
        'patch',
        `promos/${id(promoId)}`,
        backofficeShopPromoSchema,
        body,
        shopPromoPatchSchema,
      ),
    deletePromo: async (promoId) => {
      await write('delete', `promos/${id(promoId)}`, apiResultSchema);
    },

    pendingAccounts: async (call) =>
      (await get('accounts/pending', pendingAccountListSchema, call)).items,
    approveAccount: (accountId, changeDecision) =>
      write(
        'post',
        `accounts/${id(accountId)}/approve`,
        accountDecisionResponseSchema,
        changeDecision ? { change_decision: true } : {},
        licenceApprovalSchema,
      ),
    rejectAccount: (accountId, reason, changeDecision) =>
      write(
        'post',
        `accounts/${id(accountId)}/reject`,
        accountDecisionResponseSchema,
        changeDecision ? { reason, change_decision: true } : { reason },
        licenceRejectionSchema,
      ),

    customers: (query, call) =>
      get('customers', backofficeCustomerListSchema, call, searchOf(query)),
    office: (officeId, call) => get(`offices/${id(officeId)}`, backofficeOfficeDetailSchema, call),

    orders: (query, call) => get('orders', backofficeOrderListSchema, call, searchOf(query)),
    order: (orderId, call) => get(`orders/${id(orderId)}`, backofficeOrderDetailSchema, call),
    setOrderStatus: (orderId, status) =>
      write(
        'post',
        `orders/${id(orderId)}/status`,
        backofficeOrderDetailSchema,
        { status },
        backofficeOrderStatusBodySchema,
      ),
    cancelOrder: (orderId, reason) =>
      write(
        'post',
        `orders/${id(orderId)}/cancel`,
        backofficeOrderDetailSchema,
        reason ? { reason } : {},
        backofficeOrderCancelBodySchema,
      ),
    ordersExportUrl: (query, format) => {
      const { page: _page, ...filters } = query;
      const search = new URLSearchParams(
        Object.entries(searchOf(filters)).map(([key, value]): [string, string] => [
          key,
          String(value),
        ]),
      ).toString();
      return `${transport.adminUrl}/backoffice/orders/export.${format}${search ? `?${search}` : ''}`;
    },

    products: (query, call) => get('products', backofficeProductPageSchema, call, searchOf(query)),
    product: (productId, call) => get(`products/${id(productId)}`, backofficeProductSchema, call),
    updateProduct: (productId, body) =>
      write(
        'patch',
        `products/${id(productId)}`,
        backofficeProductSchema,
        body,
        backofficeProductPatchSchema,
      ),
    productImageUploadUrl: (productId) =>
      `${transport.adminUrl}/backoffice/products/${id(productId)}/image`,
    deleteProductImage: (productId) =>
      write('delete', `products/${id(productId)}/image`, backofficeProductSchema),
    productLeafletUploadUrl: (productId, fileName) =>
      `${transport.adminUrl}/backoffice/products/${id(productId)}/leaflet${
        fileName ? `?${new URLSearchParams({ file_name: fileName })}` : ''
      }`,
    deleteProductLeaflet: (productId) =>
      write('delete', `products/${id(productId)}/leaflet`, backofficeProductSchema),

    coupons: async (call) => (await get('coupons', backofficeCouponListSchema, call)).items,
    createCoupon: (body) =>
      write('post', 'coupons', backofficeCouponSchema, body, backofficeCouponCreateSchema),
    updateCoupon: (code, body) =>
      write(
        'patch',
        `coupons/${encodeURIComponent(code)}`,
        backofficeCouponSchema,
        body,
        backofficeCouponPatchSchema,
      ),

    organisations: async (call) =>
      (await get('organisations', backofficeOrganisationListSchema, call)).items,
    updateOrganisation: (organisationId, body) =>
      write(
        'put',
        `organisations/${id(organisationId)}`,
        backofficeOrganisationSchema,
        body,
        backofficeOrganisationUpdateSchema,
      ),
    shopConfigs: async (call) =>
      (await get('shop-configs', backofficeShopConfigListSchema, call)).items,
    updateShopConfig: (configId, body) =>
      write(
        'put',
        `shop-configs/${id(configId)}`,
        backofficeShopConfigSchema,
        body,
        backofficeShopConfigUpdateSchema,
      ),
    maintenance: (call) => get('maintenance', maintenanceStateSchema, call),
    setMaintenance: (body) =>
      write('put', 'maintenance', maintenanceStateSchema, body, maintenanceRequestSchema),

    audit: (query, call) => get('audit', backofficeAuditPageSchema, call, searchOf(query)),
  };
}
