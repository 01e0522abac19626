import type { AnonymousTokenKey } from '@careshop/anonymous-token';
import {
  type ApiResult,
  type CartCheckRequest,
  type CartCheckResponse,
  type CartTemplate,
  type CartTemplateCreate,
  type CartTemplateList,
  type CategoryList,
  type ChangePasswordRequest,
  type CouponCheckRequest,
  type CouponCheckResponse,
  categoryListSchema,
  type ForgotRequest,
  type LoginRequest,
  type LoginResponse,
  loginRequestSchema,
  loginResponseSchema,
  type MyOrderFilters,
  type OfficeAddress,
  type OfficeAddressBody,
  type OfficeAddressBook,
  type Order,
  type OrderCreateRequest,
  type OrderListResponse,
  type OrderOnBehalfRequest,
  type OrderOnBehalfResponse,
  type PaymentRequest,
  type PaymentStartResponse,
  type PrefillRequest,
  type PrefillResponse,
  type ProductList,
  productListSchema,
  type QuestionRequest,
  type RegisterRequest,
  type RepOfficeList,
  type ResetRequest,
  type ResetResponse,
  type ShopConfig,
  shopConfigSchema,
  type User,
  userSchema,
  type WebinarRegistrationRequest,
  type ZoomOrder,
  type ZoomOrderListResponse,
  type ZoomOrderRequest,
} from '@careshop/validation';
import { ApiError } from './api-error';
import { createTransport, type DownloadedFile, type FetchFunction } from './http-transport';
import { type EntityId, filterToOrganisation } from './organisation-filter';
import { type PageRequest, pageSearchParams } from './paging';
import { IDEMPOTENCY_KEY_HEADER } from './request-headers';
import { type ParseSchema, parseWith } from './schema';
import type { TokenStore } from './token-store';

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /**
   * Origin (and base path) of the API server, e.g. `https://shop.example.com`. Calls go to
   * `${baseUrl}/api/admin/...`; auth calls to `${baseUrl}/api/auth/...` (SPEC 7).
   */
  baseUrl: string;
  /** Where the session token is read and written (SPEC 3 Session: local storage key `token`). */
  tokenStore: TokenStore;
  /** A `fetch` to use instead of the global one. */
  fetch?: FetchFunction;
  /**
   * Called when a call made with the stored session token answers 401: the app's forced logout
   * (SPEC 4 "Forced logout"). The call still rejects with the {@link ApiError}.
   */
  onUnauthorized?: (error: ApiError) => void;
  /**
   * HS256 key for the self-signed bearer of anonymous register and question calls (SPEC 6).
   * Without it those calls go out without a bearer when nobody is logged in.
   */
  selfSignedKey?: AnonymousTokenKey;
  /** Per-call time-out in milliseconds; 10 000 by default. */
  timeoutMs?: number;
}

/** Options every call accepts. */
export interface CallOptions {
  /** Cancels the call; TanStack Query passes one to each query function. */
  signal?: AbortSignal;
}

/** Options of the catalogue calls. */
export interface CatalogueOptions extends CallOptions {
  /** Keep only items of this organisation (the shop config's `organisation_id`, SPEC 4). */
  organisationId?: EntityId | null;
}

/** Options of {@link ApiClient.logout}. */
export interface LogoutOptions {
  /** Also revoke the token on the server (a user's own logout; not after a 401). */
  revoke?: boolean;
}

/** The typed Careshop API: one function per call of SPEC 7 and our own calls. */
export interface ApiClient {
  /** `${baseUrl}/api/admin` */
  readonly adminUrl: string;
  /** `${baseUrl}/api/auth` */
  readonly authUrl: string;

  /** `GET /user/me?refresh=1`: the logged-in user and their company. */
  getMe(options?: CallOptions): Promise<User>;
  /** `GET /product`, filtered to `organisationId` when given. */
  getProducts(options?: CatalogueOptions): Promise<ProductList>;
  /** `GET /category`, filtered to `organisationId` when given. */
  getCategories(options?: CatalogueOptions): Promise<CategoryList>;
  /** `GET /config_for_hostname/{hostname}`: the shop config of this host. */
  getConfigForHostname(hostname: string, options?: CallOptions): Promise<ShopConfig>;

  /** `POST auth /login`; on success the `auth` token is stored in the token store. */
  login(body: LoginRequest, options?: CallOptions): Promise<LoginResponse>;
  /**
   * Forgets the session at once: clears the stored token and the order-on-behalf office (SPEC 4).
   * With `revoke`, the token is then also revoked on the server (`POST auth /logout`); the
   * returned promise settles when that is done and never rejects, so a user's own logout neither
   * waits for nor depends on the network.
   */
  logout(options?: LogoutOptions): Promise<void>;
  /** `POST auth /prefill`: account data known for a reset / activation token. */
  prefill(body: PrefillRequest, options?: CallOptions): Promise<PrefillResponse>;
  /** `POST auth /reset`: sets a new password with the token from the e-mail. */
  reset(body: ResetRequest, options?: CallOptions): Promise<ResetResponse>;
  /** `POST auth /forgot`: sends the recovery e-mail. */
  forgot(body: ForgotRequest, options?: CallOptions): Promise<ApiResult>;
  /** `PUT /user/me`: changes the password. */
  changePassword(body: ChangePasswordRequest, options?: CallOptions): Promise<ApiResult>;
  /** `POST /user?send_mail=1`: registers; anonymous visitors send a self-signed bearer. */
  register(body: RegisterRequest, options?: CallOptions): Promise<ApiResult>;
  /** `POST /question`: the contact form; anonymous visitors send a self-signed bearer. */
  question(body: QuestionRequest, options?: CallOptions): Promise<ApiResult>;
  /**
   * `POST /webinar/registration`: registers for a webinar and e-mails a confirmation; anonymous
   * visitors send a self-signed bearer. Registering twice answers the same.
   */
  registerForWebinar(body: WebinarRegistrationRequest, options?: CallOptions): Promise<ApiResult>;

  /**
   * `POST /set_order_on_behalf`. When it answers 200 with a company, every later call carries
   * `X-Order-On-Behalf: <cust_no>` until {@link ApiClient.clearOrderOnBehalf} or logout.
   */
  setOrderOnBehalf(
    custNo: OrderOnBehalfRequest['cust_no'],
    options?: CallOptions,
  ): Promise<OrderOnBehalfResponse>;
  /** Stops sending the order-on-behalf header. */
  clearOrderOnBehalf(): void;
  /** The customer number orders are placed for, or null. */
  getOrderOnBehalf(): string | null;

  /** `POST /cart/check`: server prices, orderable quantities and statuses (SPEC 4). */
  checkCart(body: CartCheckRequest, options?: CallOptions): Promise<CartCheckResponse>;
  /** `POST /coupon/check`: whether a coupon applies and its discount. */
  checkCoupon(body: CouponCheckRequest, options?: CallOptions): Promise<CouponCheckResponse>;
  /**
   * `POST /order`: confirms the order. `idempotencyKey` is sent as `Idempotency-Key`; reuse it
   * when retrying the same confirmation so the server places one order.
   */
  createOrder(
    body: OrderCreateRequest,
    idempotencyKey: string,
    options?: CallOptions,
  ): Promise<Order>;
  /**
   * `POST /payment/start`: starts online payment of a placed credit-card order; the answer's
   * `payment_url` is the provider's checkout to send the browser to (SPEC 4 Other states).
   */
  startPayment(body: PaymentRequest, options?: CallOptions): Promise<PaymentStartResponse>;
  /** `POST /payment/resume`: a new checkout for a canceled payment of the same order. */
  resumePayment(body: PaymentRequest, options?: CallOptions): Promise<PaymentStartResponse>;
  /**
   * `GET /order?page=&rows_per_page=&q=&status=&payment_status=&from=&to=`: my orders, newest
   * first, pages from 1, searched and filtered (filters left out or empty are not sent).
   */
  listOrders(
    page: PageRequest & { filters?: MyOrderFilters },
    options?: CallOptions,
  ): Promise<OrderListResponse>;
  /** `GET /order/{id}`: one of my orders. */
  getOrder(id: EntityId, options?: CallOptions): Promise<Order>;
  /** `GET /order/{id}/invoice.pdf?language=`: the order's invoice as a file. */
  downloadInvoice(id: EntityId, language: string, options?: CallOptions): Promise<DownloadedFile>;
  /** `GET /order/export.{csv|xlsx}`: my orders matching the filters as a file. */
  exportOrders(
    filters: MyOrderFilters,
    format: 'csv' | 'xlsx',
    language: string,
    options?: CallOptions,
  ): Promise<DownloadedFile>;
  /** `GET /order_on_behalf/offices?q=`: offices a sales rep may order for, by name, city or number. */
  searchRepOffices(query: string, options?: CallOptions): Promise<RepOfficeList>;
  /** `GET /order_on_behalf/recent`: the sales rep's recent offices, most recent first. */
  recentRepOffices(options?: CallOptions): Promise<RepOfficeList>;
  /**
   * `GET /address`: the acting office's delivery addresses: its own (address key `default`) and
   * its address book (decision 246).
   */
  listAddresses(options?: CallOptions): Promise<OfficeAddressBook>;
  /** `POST /address`: adds an address to the office's book; its `key` orders to it. */
  createAddress(body: OfficeAddressBody, options?: CallOptions): Promise<OfficeAddress>;
  /** `PUT /address/{id}`: changes an address of the office's book. */
  updateAddress(
    id: EntityId,
    body: OfficeAddressBody,
    options?: CallOptions,
  ): Promise<OfficeAddress>;
  /** `DELETE /address/{id}`: removes an address from the office's book. */
  deleteAddress(id: EntityId, options?: CallOptions): Promise<ApiResult>;
  /** `GET /cart-template`: the acting office's saved carts, the latest first (decision 250). */
  listCartTemplates(options?: CallOptions): Promise<CartTemplateList>;
  /** `GET /cart-template/{id}`: one saved cart of the office with its lines. */
  getCartTemplate(id: EntityId, options?: CallOptions): Promise<CartTemplate>;
  /** `POST /cart-template`: saves the cart under a name new to the office (409 otherwise). */
  createCartTemplate(body: CartTemplateCreate, options?: CallOptions): Promise<CartTemplate>;
  /** `PUT /cart-template/{id}`: renames a saved cart of the office. */
  renameCartTemplate(id: EntityId, name: string, options?: CallOptions): Promise<CartTemplate>;
  /** `DELETE /cart-template/{id}`: removes a saved cart of the office. */
  deleteCartTemplate(id: EntityId, options?: CallOptions): Promise<ApiResult>;
  /** `POST /zoom-order`: a Zoom! Delivered order, with its `Idempotency-Key`. */
  createZoomOrder(
    body: ZoomOrderRequest,
    idempotencyKey: string,
    options?: CallOptions,
  ): Promise<ZoomOrder>;
  /** `GET /zoom-order?page=&rows_per_page=`: the Zoom! Delivered orders of the practice. */
  listZoomOrders(page: PageRequest, options?: CallOptions): Promise<ZoomOrderListResponse>;
}

/** An id as text, or an `invalid_request` naming `id` before any call. */
function requiredId(id: unknown, method: string, url: string): string {
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id).trim() === '') {
    throw new ApiError('invalid_request', 'An id is required', {
      issues: [{ path: ['id'], message: 'validation.required' }],
      request: { method, url },
    });
  }
  return String(id);
}

/**
 * The query parameters of a filtered call: empty values left out, then checked with the call's
 * own schema (the one the server applies), so a bad filter fails here naming its field.
 */
function filterParams(
  filters: Record<string, string | number | undefined>,
  schema: ParseSchema<unknown>,
  url: string,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && String(value).trim() !== '') params[key] = String(value).trim();
  }
  const checked = parseWith(schema, params);
  if (!checked.ok) {
    throw new ApiError('invalid_request', 'The filters are not valid', {
      issues: checked.issues,
      request: { method: 'GET', url },
    });
  }
  return params;
}

let loadingCallSchemas: Promise<typeof import('./call-schemas')> | undefined;

/**
 * The schemas of the calls a shop does not make before its first screen, loaded with the first of
 * them (decision 242). A failed load rejects that call as a network failure and is tried again by
 * the next call.
 */
function callSchemas(): Promise<typeof import('./call-schemas')> {
  loadingCallSchemas ??= import('./call-schemas').catch((cause: unknown) => {
    loadingCallSchemas = undefined;
    throw new ApiError('network', 'The client could not load the schemas of this call', { cause });
  });
  return loadingCallSchemas;
}

/** Visible ASCII, as HTTP header values allow without encoding; long enough for a UUID. */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

/**
 * Creates the API client (SPEC 6, 7, 8). It holds no UI: failures reject with {@link ApiError}
 * and a rejected session calls `onUnauthorized`.
 */
export function createApiClient(clientOptions: ApiClientOptions): ApiClient {
  const transport = createTransport(clientOptions);

  function idempotencyHeaders(key: string, method: string, path: string) {
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new ApiError(
        'invalid_request',
        'The Idempotency-Key must be 8-255 visible characters',
        {
          issues: [{ path: [IDEMPOTENCY_KEY_HEADER], message: 'validation.invalid_value' }],
          request: { method, url: `${transport.adminUrl}/${path}` },
        },
      );
    }
    return { [IDEMPOTENCY_KEY_HEADER]: key };
  }

  return {
    adminUrl: transport.adminUrl,
    authUrl: transport.authUrl,

    async getMe(options) {
      const { data } = await transport.send({
        method: 'get',
        api: 'admin',
        path: 'user/me',
        searchParams: { refresh: 1 },
        responseSchema: userSchema,
        signal: options?.signal,
      });
      return data;
    },

    async getProducts(options) {
      const { data } = await transport.send({
        method: 'get',
        api: 'admin',
        path: 'product',
        responseSchema: productListSchema,
        signal: options?.signal,
      });
      return filterToOrganisation(data, options?.organisationId);
    },

    async getCategories(options) {
      const { data } = await transport.send({
        method: 'get',
        api: 'admin',
        path: 'category',
        responseSchema: categoryListSchema,
        signal: options?.signal,
      });
      return filterToOrganisation(data, options?.organisationId);
    },

    async getConfigForHostname(hostname, options) {
      if (typeof hostname !== 'string' || hostname.trim() === '') {
        throw new ApiError('invalid_request', 'A hostname is required', {
          issues: [{ path: ['hostname'], message: 'validation.required' }],
        });
      }
      const { data } = await transport.send({
        method: 'get',
        api: 'admin',
        path: `config_for_hostname/${encodeURIComponent(hostname.trim())}`,
        responseSchema: shopConfigSchema,
        signal: options?.signal,
      });
      return data;
    },

    async login(body, options) {
      const { data } = await transport.send({
        method: 'post',
        api: 'auth',
        path: 'login',
        body,
        requestSchema: loginRequestSchema,
        responseSchema: loginResponseSchema,
        signal: options?.signal,
      });
      // A new session never inherits the previous one's customer office.
      transport.orderOnBehalf = null;
      clientOptions.tokenStore.set(data.auth);
      return data;
    },

    async logout(options) {
      const token = clientOptions.tokenStore.get();
      transport.orderOnBehalf = null;
      clientOptions.tokenStore.clear();
      if (!options?.revoke || !token) return;
      try {
        const { apiResultSchema } = await callSchemas();
        // The store is already empty, so the captured token goes as an explicit header; a 401
        // here (an already expired session) does not reach onUnauthorized.
        await transport.send({
          method: 'post',
          api: 'auth',
          path: 'logout',
          headers: { authorization: `Bearer ${token}` },
          responseSchema: apiResultSchema,
        });
      } catch {
        // Best effort: the session is forgotten locally whatever the server answers.
      }
    },

    async prefill(body, options) {
      const { prefillRequestSchema, prefillResponseSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'post',
        api: 'auth',
        path: 'prefill',
        body,
        requestSchema: prefillRequestSchema,
        responseSchema: prefillResponseSchema,
        signal: options?.signal,
      });
      return data;
    },

    async reset(body, options) {
      const { resetRequestSchema, resetResponseSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'post',
        api: 'auth',
        path: 'reset',
        body,
        requestSchema: resetRequestSchema,
        responseSchema: resetResponseSchema,
        signal: options?.signal,
      });
      return data;
    },

    async forgot(body, options) {
      const { apiResultSchema, forgotRequestSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'post',
        api: 'auth',
        path: 'forgot',
        body,
        requestSchema: forgotRequestSchema,
        responseSchema: apiResultSchema,
        signal: options?.signal,
      });
      return data;
    },

    async changePassword(body, options) {
      const { apiResultSchema, changePasswordRequestSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'put',
        api: 'admin',
        path: 'user/me',
        body,
        requestSchema: changePasswordRequestSchema,
        responseSchema: apiResultSchema,
        signal: options?.signal,
      });
      return data;
    },

    async register(body, options) {
      const { apiResultSchema, registerRequestSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'post',
        api: 'admin',
        path: 'user',
        searchParams: { send_mail: 1 },
        body,
        requestSchema: registerRequestSchema,
        responseSchema: apiResultSchema,
        bearer: 'session-or-anonymous',
        signal: options?.signal,
      });
      return data;
    },

    async question(body, options) {
      const { apiResultSchema, questionRequestSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'post',
        api: 'admin',
        path: 'question',
        body,
        requestSchema: questionRequestSchema,
        responseSchema: apiResultSchema,
        bearer: 'session-or-anonymous',
        signal: options?.signal,
      });
      return data;
    },

    async registerForWebinar(body, options) {
      const { apiResultSchema, webinarRegistrationRequestSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'post',
        api: 'admin',
        path: 'webinar/registration',
        body,
        requestSchema: webinarRegistrationRequestSchema,
        responseSchema: apiResultSchema,
        bearer: 'session-or-anonymous',
        signal: options?.signal,
      });
      return data;
    },

    async setOrderOnBehalf(custNo, options) {
      const { orderOnBehalfRequestSchema, orderOnBehalfResponseSchema } = await callSchemas();
      const request: OrderOnBehalfRequest = { cust_no: custNo };
      let sent: OrderOnBehalfRequest = request;
      const { data, status } = await transport.send({
        method: 'post',
        api: 'admin',
        path: 'set_order_on_behalf',
        body: request,
        requestSchema: {
          // Keep the normalised customer number for the header the same as the body sent.
          safeParse: (input: unknown) => {
            const result = orderOnBehalfRequestSchema.safeParse(input);
            if (result.success) sent = result.data;
            return result;
          },
        },
        responseSchema: orderOnBehalfResponseSchema,
        signal: options?.signal,
      });
      // SPEC 4: only a 200 naming a company switches the office.
      if (status === 200 && data.company) transport.orderOnBehalf = String(sent.cust_no);
      return data;
    },

    clearOrderOnBehalf() {
      transport.orderOnBehalf = null;
    },

    getOrderOnBehalf() {
      return transport.orderOnBehalf;
    },

    async checkCart(body, options) {
      const { cartCheckRequestSchema, cartCheckResponseSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'post',
        api: 'admin',
        path: 'cart/check',
        body,
        requestSchema: cartCheckRequestSchema,
        responseSchema: cartCheckResponseSchema,
        signal: options?.signal,
      });
      return data;
    },

    async checkCoupon(body, options) {
      const { couponCheckRequestSchema, couponCheckResponseSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'post',
        api: 'admin',
        path: 'coupon/check',
        body,
        requestSchema: couponCheckRequestSchema,
        responseSchema: couponCheckResponseSchema,
        signal: options?.signal,
      });
      return data;
    },

    async createOrder(body, idempotencyKey, options) {
      const { orderCreateRequestSchema, orderSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'post',
        api: 'admin',
        path: 'order',
        body,
        headers: idempotencyHeaders(idempotencyKey, 'POST', 'order'),
        requestSchema: orderCreateRequestSchema,
        responseSchema: orderSchema,
        signal: options?.signal,
      });
      return data;
    },

    async startPayment(body, options) {
      const { paymentRequestSchema, paymentStartResponseSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'post',
        api: 'admin',
        path: 'payment/start',
        body,
        requestSchema: paymentRequestSchema,
        responseSchema: paymentStartResponseSchema,
        signal: options?.signal,
      });
      return data;
    },

    async resumePayment(body, options) {
      const { paymentRequestSchema, paymentStartResponseSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'post',
        api: 'admin',
        path: 'payment/resume',
        body,
        requestSchema: paymentRequestSchema,
        responseSchema: paymentStartResponseSchema,
        signal: options?.signal,
      });
      return data;
    },

    async listOrders(page, options) {
      const { myOrderQuerySchema, orderListResponseSchema } = await callSchemas();
      const url = `${transport.adminUrl}/order`;
      const filters = filterParams(page.filters ?? {}, myOrderQuerySchema, url);
      const { data } = await transport.send({
        method: 'get',
        api: 'admin',
        path: 'order',
        searchParams: { ...filters, ...pageSearchParams(page, 'GET', url) },
        responseSchema: orderListResponseSchema,
        signal: options?.signal,
      });
      return data;
    },

    downloadInvoice(id, language, options) {
      const orderId = requiredId(id, 'GET', 'order');
      return transport.download({
        path: `order/${encodeURIComponent(orderId)}/invoice.pdf`,
        searchParams: { language },
        fallbackName: `invoice-${orderId}.pdf`,
        signal: options?.signal,
      });
    },

    async exportOrders(filters, format, language, options) {
      const { myOrderExportQuerySchema } = await callSchemas();
      const path = `order/export.${format}`;
      const params = filterParams(
        { ...filters, language },
        myOrderExportQuerySchema,
        `${transport.adminUrl}/${path}`,
      );
      return transport.download({
        path,
        searchParams: params,
        fallbackName: `orders.${format}`,
        signal: options?.signal,
      });
    },

    async searchRepOffices(query, options) {
      const { officeSearchQuerySchema, repOfficeListSchema } = await callSchemas();
      const url = `${transport.adminUrl}/order_on_behalf/offices`;
      const { data } = await transport.send({
        method: 'get',
        api: 'admin',
        path: 'order_on_behalf/offices',
        searchParams: filterParams({ q: query }, officeSearchQuerySchema, url),
        responseSchema: repOfficeListSchema,
        signal: options?.signal,
      });
      return data;
    },

    async recentRepOffices(options) {
      const { repOfficeListSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'get',
        api: 'admin',
        path: 'order_on_behalf/recent',
        responseSchema: repOfficeListSchema,
        signal: options?.signal,
      });
      return data;
    },

    async getOrder(id, options) {
      const orderId = requiredId(id, 'GET', 'order');
      const { orderSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'get',
        api: 'admin',
        path: `order/${encodeURIComponent(orderId)}`,
        responseSchema: orderSchema,
        signal: options?.signal,
      });
      return data;
    },

    async listAddresses(options) {
      const { officeAddressBookSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'get',
        api: 'admin',
        path: 'address',
        responseSchema: officeAddressBookSchema,
        signal: options?.signal,
      });
      return data;
    },

    async createAddress(body, options) {
      const { officeAddressBodySchema, officeAddressSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'post',
        api: 'admin',
        path: 'address',
        body,
        requestSchema: officeAddressBodySchema,
        responseSchema: officeAddressSchema,
        signal: options?.signal,
      });
      return data;
    },

    async updateAddress(id, body, options) {
      const addressId = requiredId(id, 'PUT', 'address');
      const { officeAddressBodySchema, officeAddressSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'put',
        api: 'admin',
        path: `address/${encodeURIComponent(addressId)}`,
        body,
        requestSchema: officeAddressBodySchema,
        responseSchema: officeAddressSchema,
        signal: options?.signal,
      });
      return data;
    },

    async deleteAddress(id, options) {
      const addressId = requiredId(id, 'DELETE', 'address');
      const { apiResultSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'delete',
        api: 'admin',
        path: `address/${encodeURIComponent(addressId)}`,
        responseSchema: apiResultSchema,
        signal: options?.signal,
      });
      return data;
    },

    async listCartTemplates(options) {
      const { cartTemplateListSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'get',
        api: 'admin',
        path: 'cart-template',
        responseSchema: cartTemplateListSchema,
        signal: options?.signal,
      });
      return data;
    },

    async getCartTemplate(id, options) {
      const templateId = requiredId(id, 'GET', 'cart-template');
      const { cartTemplateSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'get',
        api: 'admin',
        path: `cart-template/${encodeURIComponent(templateId)}`,
        responseSchema: cartTemplateSchema,
        signal: options?.signal,
      });
      return data;
    },

    async createCartTemplate(body, options) {
      const { cartTemplateCreateSchema, cartTemplateSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'post',
        api: 'admin',
        path: 'cart-template',
        body,
        requestSchema: cartTemplateCreateSchema,
        responseSchema: cartTemplateSchema,
        signal: options?.signal,
      });
      return data;
    },

    async renameCartTemplate(id, name, options) {
      const templateId = requiredId(id, 'PUT', 'cart-template');
      const { cartTemplateRenameSchema, cartTemplateSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'put',
        api: 'admin',
        path: `cart-template/${encodeURIComponent(templateId)}`,
        body: { name },
        requestSchema: cartTemplateRenameSchema,
        responseSchema: cartTemplateSchema,
        signal: options?.signal,
      });
      return data;
    },

    async deleteCartTemplate(id, options) {
      const templateId = requiredId(id, 'DELETE', 'cart-template');
      const { apiResultSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'delete',
        api: 'admin',
        path: `cart-template/${encodeURIComponent(templateId)}`,
        responseSchema: apiResultSchema,
        signal: options?.signal,
      });
      return data;
    },

    async createZoomOrder(body, idempotencyKey, options) {
      const { zoomOrderRequestSchema, zoomOrderSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'post',
        api: 'admin',
        path: 'zoom-order',
        body,
        headers: idempotencyHeaders(idempotencyKey, 'POST', 'zoom-order'),
        requestSchema: zoomOrderRequestSchema,
        responseSchema: zoomOrderSchema,
        signal: options?.signal,
      });
      return data;
    },

    async listZoomOrders(page, options) {
      const { zoomOrderListResponseSchema } = await callSchemas();
      const { data } = await transport.send({
        method: 'get',
        api: 'admin',
        path: 'zoom-order',
        searchParams: pageSearchParams(page, 'GET', `${transport.adminUrl}/zoom-order`),
        responseSchema: zoomOrderListResponseSchema,
        signal: options?.signal,
      });
      return data;
    },
  };
}
