import type { AnonymousTokenKey } from '@careshop/anonymous-token';
import { ApiError, codeForStatus, messageForFailedBody } from './api-error';
import { ORDER_ON_BEHALF_HEADER } from './request-headers';
import { type ParseSchema, parseWith } from './schema';
import type { TokenStore } from './token-store';

/** A `fetch` the client can be given instead of the global one. */
export type FetchFunction = (
  input: Request | URL | string,
  init?: RequestInit,
) => Promise<Response>;

/** What the transport needs; {@link createApiClient} passes its options through. */
export interface TransportOptions {
  baseUrl: string;
  tokenStore: TokenStore;
  fetch?: FetchFunction | undefined;
  onUnauthorized?: ((error: ApiError) => void) | undefined;
  selfSignedKey?: AnonymousTokenKey | undefined;
  timeoutMs?: number | undefined;
}

/**
 * Which bearer a call carries.
 * - `session`: the stored token when there is one.
 * - `session-or-anonymous`: the stored token, else a self-signed token over the body (SPEC 6).
 */
export type BearerMode = 'session' | 'session-or-anonymous';

/** One call, described; {@link Transport.send} does the rest. */
export interface CallSpec<TRequest, TResponse> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** SPEC 7: `admin` is the base, `auth` is the same base with admin replaced by auth. */
  api: 'admin' | 'auth';
  /** Relative to the base, without a leading slash. */
  path: string;
  searchParams?: Record<string, string | number>;
  body?: unknown;
  requestSchema?: ParseSchema<TRequest>;
  /** The answer's schema, or the schema of the status the API answered. */
  responseSchema: ParseSchema<TResponse> | ((status: number) => ParseSchema<TResponse>);
  bearer?: BearerMode;
  headers?: Record<string, string>;
  /** Cancels the call (TanStack Query passes one to every query function). */
  signal?: AbortSignal | undefined;
}

/** The answer of a call that passed its response schema. */
export interface CallResult<TResponse> {
  data: TResponse;
  status: number;
}

/** A file the API answered: its bytes and the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  /** The `filename` of the Content-Disposition header, else the fallback asked for. */
  fileName: string;
}

/** One file download, described: a GET on the admin base with the session. */
export interface DownloadSpec {
  path: string;
  searchParams?: Record<string, string | number>;
  headers?: Record<string, string>;
  /** The name to give the file when the answer names none. */
  fallbackName: string;
  signal?: AbortSignal | undefined;
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first), if any. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) return decodeURIComponent(extended[1]);
  const plain = /filename="([^"]+)"/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/** The HTTP layer shared by every call of one client. */
export interface Transport {
  send<TRequest, TResponse>(spec: CallSpec<TRequest, TResponse>): Promise<CallResult<TResponse>>;
  /** A GET answering a file (PDF, CSV, XLSX), with the session and office headers of any call. */
  download(spec: DownloadSpec): Promise<DownloadedFile>;
  readonly adminUrl: string;
  readonly authUrl: string;
  orderOnBehalf: string | null;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** Thrown inside the transport when a call ran out of time. */
class CallTimeout extends Error {}

/** `url` with `searchParams` as its query (replacing any it had), as ky built it. */
function withSearchParams(url: string, searchParams?: Record<string, string | number>): string {
  if (!searchParams) return url;
  const entries = Object.entries(searchParams)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]): [string, string] => [name, String(value)]);
  return url.replace(/(?:\?.*?)?(?=#|$)/, `?${new URLSearchParams(entries).toString()}`);
}

/**
 * Creates the transport: `fetch` on the admin and the auth base, sharing one session. No retry
 * (TanStack Query owns retries in the apps; a retry here would multiply them: decision 051), an
 * HTTP error status is an answer, not a throw, and a call that has no answer within `timeoutMs`
 * fails as `timeout`. (It was built on ky, which did the same; plain `fetch` keeps ky's 4.5 KB
 * gzipped out of the shop's first visit: decision 345.)
 */
export function createTransport(options: TransportOptions): Transport {
  const root = options.baseUrl.replace(/\/+$/, '');
  const adminUrl = `${root}/api/admin`;
  const authUrl = `${root}/api/auth`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** Sends one request; rejects with {@link CallTimeout} after `timeoutMs` without an answer. */
  async function fetchWithTimeout(
    url: string,
    init: { method: string; headers: Headers; body?: string },
    signal: AbortSignal | undefined,
  ): Promise<Response> {
    const controller = new AbortController();
    // The caller's cancel aborts the request, its body included, as with ky.
    if (signal?.aborted) controller.abort(signal.reason);
    else signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new CallTimeout());
      }, timeoutMs);
    });
    const request = new Request(url, { ...init, signal: controller.signal });
    const send = options.fetch ?? ((input, requestInit) => globalThis.fetch(input, requestInit));
    try {
      return await Promise.race([send(request), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends one request with the session (and office) headers; a failure to reach the API throws. */
  async function exchange(
    spec: Pick<
      CallSpec<unknown, unknown>,
      'method' | 'api' | 'path' | 'searchParams' | 'bearer' | 'headers' | 'signal'
    >,
    body: unknown,
  ) {
    const method = spec.method.toUpperCase();
    const url = `${spec.api === 'admin' ? adminUrl : authUrl}/${spec.path}`;
    const request = { method, url };
    const headers: Record<string, string> = { ...spec.headers };
    const sessionToken = options.tokenStore.get();
    if (sessionToken) {
      headers.authorization = `Bearer ${sessionToken}`;
    } else if (spec.bearer === 'session-or-anonymous' && options.selfSignedKey !== undefined) {
      // jose loads with the first anonymous call (register, question), not with the app.
      const { signAnonymousPayload } = await import('@careshop/anonymous-token');
      headers.authorization = `Bearer ${await signAnonymousPayload(body, options.selfSignedKey)}`;
    }
    if (transport.orderOnBehalf !== null) {
      headers[ORDER_ON_BEHALF_HEADER] = transport.orderOnBehalf;
    }

    const requestHeaders = new Headers(headers);
    if (body !== undefined && !requestHeaders.has('content-type')) {
      requestHeaders.set('content-type', 'application/json');
    }
    let response: Response;
    try {
      response = await fetchWithTimeout(
        withSearchParams(url, spec.searchParams),
        {
          method,
          headers: requestHeaders,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        spec.signal,
      );
    } catch (error) {
      if (error instanceof CallTimeout) {
        throw new ApiError('timeout', 'The API did not answer in time', {
          request,
          cause: error,
        });
      }
      if (error instanceof Error && error.name === 'AbortError') {
        throw new ApiError('aborted', 'The call was cancelled', { request, cause: error });
      }
      throw new ApiError('network', 'The API could not be reached', { request, cause: error });
    }
    return { response, request, sessionToken };
  }

  /** The error of a failed answer; only a rejected session means "log out". */
  function failure(
    response: Response,
    text: string,
    request: { method: string; url: string },
    sessionToken: string | null | undefined,
  ): ApiError {
    const failedBody = parseFailedBody(text);
    const error = new ApiError(
      codeForStatus(response.status),
      messageForFailedBody(response.status, failedBody),
      { status: response.status, body: failedBody, request },
    );
    if (response.status === 401 && sessionToken) options.onUnauthorized?.(error);
    return error;
  }

  const transport: Transport = {
    adminUrl,
    authUrl,
    orderOnBehalf: null,
    async send<TRequest, TResponse>(
      spec: CallSpec<TRequest, TResponse>,
    ): Promise<CallResult<TResponse>> {
      let body = spec.body;
      if (spec.requestSchema) {
        const parsed = parseWith(spec.requestSchema, spec.body);
        if (!parsed.ok) {
          throw new ApiError('invalid_request', 'The request does not match its schema', {
            issues: parsed.issues,
            request: {
              method: spec.method.toUpperCase(),
              url: `${spec.api === 'admin' ? adminUrl : authUrl}/${spec.path}`,
            },
          });
        }
        // The schema's output is sent, so its normalisation (e.g. trimmed e-mail, SPEC 5) applies.
        body = parsed.value;
      }

      const { response, request, sessionToken } = await exchange(spec, body);
      const text = await readText(response, request);
      if (!response.ok) throw failure(response, text, request, sessionToken);

      let json: unknown;
      try {
        json = text === '' ? undefined : JSON.parse(text);
      } catch (cause) {
        throw new ApiError('invalid_response', 'The API answered with something that is not JSON', {
          status: response.status,
          body: text,
          request,
          cause,
        });
      }
      const responseSchema =
        typeof spec.responseSchema === 'function'
          ? spec.responseSchema(response.status)
          : spec.responseSchema;
      const parsed = parseWith(responseSchema, json);
      if (!parsed.ok) {
        throw new ApiError('invalid_response', 'The API answer does not match its schema', {
          status: response.status,
          body: json,
          issues: parsed.issues,
          request,
        });
      }
      return { data: parsed.value, status: response.status };
    },

    async download(spec) {
      const { response, request, sessionToken } = await exchange(
        { method: 'get', api: 'admin', ...spec },
        undefined,
      );
      if (!response.ok) {
        throw failure(response, await readText(response, request), request, sessionToken);
      }
      let blob: Blob;
      try {
        blob = await response.blob();
      } catch (cause) {
        throw new ApiError('network', 'The API answer was cut off', {
          status: response.status,
          request,
          cause,
        });
      }
      return {
        blob,
        fileName: fileNameOf(response.headers.get('content-disposition'), spec.fallbackName),
      };
    },
  };
  return transport;
}

async function readText(
  response: Response,
  request: { method: string; url: string },
): Promise<string> {
  try {
    return await response.text();
  } catch (cause) {
    throw new ApiError('network', 'The API answer was cut off', {
      status: response.status,
      request,
      cause,
    });
  }
}

/** SPEC 7: a failed answer is rejected with its body — JSON when it parses, else the text. */
function parseFailedBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
