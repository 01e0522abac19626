import type { AnonymousTokenKey } from '@careshop/anonymous-token';
import {
  type ContractSchema,
  type LoginRequest,
  type LoginResponse,
  loadCallSchemas,
  needsCallSchemas,
  type OrderOnBehalfRequest,
  type OrderOnBehalfResponse,
  pathOf,
  type Route,
  type RouteInput,
  type RouteOutput,
  type RouteSchemas,
  schemasOf,
} from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { ApiError } from './api-error';
import {
  createTransport,
  type DownloadedFile,
  type FetchFunction,
  type Transport,
} from './http-transport';
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
   * HS256 key for the self-signed bearer of the contract's anonymous calls (register, question,
   * webinar registration; SPEC 6). Without it those calls go out without a bearer when nobody is
   * logged in.
   */
  selfSignedKey?: AnonymousTokenKey;
  /** Per-call time-out in milliseconds; 10 000 by default. */
  timeoutMs?: number;
}

/** Options every call accepts. */
export interface CallOptions {
  /** Cancels the call; TanStack Query passes one to each query function. */
  signal?: AbortSignal | undefined;
}

/** Options of {@link ApiClient.download}. */
export interface DownloadOptions extends CallOptions {
  /** The name to give the file when the answer names none. */
  fallbackName: string;
}

/** Options of {@link ApiClient.logout}. */
export interface LogoutOptions {
  /** Also revoke the token on the server (a user's own logout; not after a 401). */
  revoke?: boolean;
}

/** The arguments of a call: its input, required when the route has a required part. */
export type CallArgs<R extends Route> =
  Record<string, never> extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: CallOptions]
    : [input: RouteInput<R>, options?: CallOptions];

/**
 * The typed Careshop API: any route of the contract (`shopRoutes`, `consoleRoutes`,
 * `backofficeRoutes` of `@careshop/validation`), called by its entry. Besides calls it keeps the
 * session: the token (login, logout) and the office a sales rep orders for.
 */
export interface ApiClient {
  /** `${baseUrl}/api/admin` */
  readonly adminUrl: string;
  /** `${baseUrl}/api/auth` */
  readonly authUrl: string;

  /**
   * Calls a route: its parameters, query, headers and body are checked with the route's schemas
   * before anything is sent (a failure rejects with `invalid_request`), the body is sent as the
   * schema outputs it, and the answer must pass the schema of its status.
   */
  call<R extends Route>(route: R, ...args: CallArgs<R>): Promise<RouteOutput<R>>;
  /** Calls a route whose answer is a file (`file: true`): its bytes and name. */
  download<R extends Route>(
    route: R,
    input: RouteInput<R>,
    options: DownloadOptions,
  ): Promise<DownloadedFile>;
  /**
   * The address of a route with its parameters and query (checked like a call's), for what the
   * client does not send itself: a file upload, a link.
   */
  url<R extends Route>(route: R, ...args: CallArgs<R>): Promise<string>;

  /** `POST auth /login`; on success the `auth` token is stored in the token store. */
  login(body: LoginRequest, options?: CallOptions): Promise<LoginResponse>;
  /**
   * Forgets the session at once: clears the stored token and the order-on-behalf office (SPEC 4).
   * With `revoke`, the token is then also revoked on the server (`POST auth /logout`); the
   * returned promise settles when that is done and never rejects, so a user's own logout neither
   * waits for nor depends on the network.
   */
  logout(options?: LogoutOptions): Promise<void>;
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
}

/** The input of a call in the loose shape callers build it. */
interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  headers?: Record<string, unknown>;
  body?: unknown;
}

/** A route's schemas, after loading the lazy ones the first time (decision 242). */
async function resolveSchemas(route: Route): Promise<Partial<RouteSchemas>> {
  if (needsCallSchemas(route)) {
    try {
      await loadCallSchemas();
    } catch (cause) {
      throw new ApiError('network', 'The client could not load the schemas of this call', {
        cause,
      });
    }
  }
  return schemasOf(route);
}

/** Path parameters, query values and headers as the URL carries them: text, empty ones left out. */
function asText(values: Record<string, unknown> | undefined): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value === undefined || value === null) continue;
    const trimmed = String(value).trim();
    if (trimmed !== '') text[key] = trimmed;
  }
  return text;
}

/**
 * Creates the API client (SPEC 6, 7, 8). It holds no UI: failures reject with {@link ApiError}
 * and a rejected session calls `onUnauthorized`.
 */
export function createApiClient(clientOptions: ApiClientOptions): ApiClient {
  const transport: Transport = createTransport(clientOptions);

  /** The checked parts of a call, or an `invalid_request` naming what failed. */
  async function prepare(route: Route, input: LooseInput | undefined) {
    const schemas = await resolveSchemas(route);
    const method = route.method.toUpperCase();
    const params = asText(input?.params);
    const path = pathOf(route, params);
    const url = `${route.api === 'admin' ? transport.adminUrl : transport.authUrl}/${path}`;
    const check = (schema: ContractSchema | undefined, value: unknown, what: string) => {
      if (!schema) return;
      const parsed = parseWith(parser(schema), value);
      if (!parsed.ok) {
        throw new ApiError('invalid_request', `The ${what} does not match its schema`, {
          issues: parsed.issues,
          request: { method, url },
        });
      }
    };
    check(schemas.params, params, 'path');
    const query = asText(input?.query);
    check(schemas.querystring, query, 'query');
    const headers = asText(input?.headers);
    check(schemas.headers, headers, 'headers');
    return { schemas, path, url, query, headers };
  }

  async function send(route: Route, input: LooseInput | undefined, options?: CallOptions) {
    const { schemas, path, query, headers } = await prepare(route, input);
    const responses = schemas.response ?? {};
    const declared = Object.values(responses);
    return transport.send<unknown, unknown>({
      method: route.method,
      api: route.api,
      path,
      ...(Object.keys(query).length > 0 ? { searchParams: query } : {}),
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      ...(schemas.body ? { requestSchema: parser(schemas.body) } : {}),
      ...(input?.body === undefined && !schemas.body ? {} : { body: input?.body }),
      responseSchema: (status) =>
        (responses[status] ?? declared[0]) ? parser(responses[status] ?? declared[0]) : anything,
      ...(route.bearer ? { bearer: route.bearer } : {}),
      signal: options?.signal,
    });
  }

  const client: ApiClient = {
    adminUrl: transport.adminUrl,
    authUrl: transport.authUrl,

    async call<R extends Route>(route: R, ...[input, options]: CallArgs<R>) {
      const { data } = await send(route, input as LooseInput | undefined, options);
      return data as RouteOutput<R>;
    },

    async download(route, input, options) {
      const { path, query, headers } = await prepare(route, input as LooseInput);
      return transport.download({
        path,
        ...(Object.keys(query).length > 0 ? { searchParams: query } : {}),
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
        fallbackName: options.fallbackName,
        signal: options.signal,
      });
    },

    async url<R extends Route>(route: R, ...[input]: CallArgs<R>) {
      const { url, query } = await prepare(route, input as LooseInput | undefined);
      const search = new URLSearchParams(query).toString();
      return search ? `${url}?${search}` : url;
    },

    async login(body, options) {
      const data = await client.call(shopRoutes.login, { body }, options);
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
        const { response } = await resolveSchemas(shopRoutes.logout);
        // The store is already empty, so the captured token goes as an explicit header; a 401
        // here (an already expired session) does not reach onUnauthorized.
        await transport.send({
          method: 'post',
          api: 'auth',
          path: pathOf(shopRoutes.logout),
          headers: { authorization: `Bearer ${token}` },
          responseSchema: parser(response?.[200]),
        });
      } catch {
        // Best effort: the session is forgotten locally whatever the server answers.
      }
    },

    async setOrderOnBehalf(custNo, options) {
      const route = shopRoutes.setOrderOnBehalf;
      const { body: requestSchema, response } = await resolveSchemas(route);
      let sent: OrderOnBehalfRequest = { cust_no: custNo };
      const { data, status } = await transport.send({
        method: route.method,
        api: route.api,
        path: pathOf(route),
        body: sent,
        requestSchema: {
          // Keep the normalised customer number for the header the same as the body sent.
          safeParse: (value: unknown) => {
            const result = parser<OrderOnBehalfRequest>(requestSchema).safeParse(value);
            if (result.success) sent = result.data;
            return result;
          },
        },
        responseSchema: parser<OrderOnBehalfResponse>(response?.[200]),
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
  };
  return client;
}

/** The schema of an answer the contract declares no schema for: any JSON passes. */
const anything: ParseSchema<unknown> = { safeParse: (data) => ({ success: true, data }) };

/**
 * A contract schema as the client runs it: every zod schema, classic or mini, has `safeParse`
 * (zod's core type, which the contract names, does not declare it).
 */
function parser<Output = unknown>(schema: ContractSchema | undefined): ParseSchema<Output> {
  return (schema ?? anything) as unknown as ParseSchema<Output>;
}
