import type { AnonymousTokenKey } from '@careshop/anonymous-token';
import ky, { type KyInstance, TimeoutError } from 'ky';
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

/** Creates the transport: two ky instances (admin and auth base) sharing one session. */
export function createTransport(options: TransportOptions): Transport {
  const root = options.baseUrl.replace(/\/+$/, '');
  const adminUrl = `${root}/api/admin`;
  const authUrl = `${root}/api/auth`;
  const shared = {
    // TanStack Query owns retries in the apps; a retry here would multiply them
    // (docs/decisions/051-api-client-errors-and-retries.md).
    retry: 0,
    throwHttpErrors: false,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  const instances: Record<CallSpec<unknown, unknown>['api'], KyInstance> = {
    admin: ky.create({ ...shared, prefixUrl: adminUrl }),
    auth: ky.create({ ...shared, prefixUrl: authUrl }),
  };

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

    let response: Response;
    try {
      response = await instances[spec.api](spec.path, {
        method,
        headers,
        ...(spec.searchParams ? { searchParams: spec.searchParams } : {}),
        ...(body === undefined ? {} : { json: body }),
        ...(spec.signal ? { signal: spec.signal } : {}),
      });
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') {
        throw new ApiError('aborted', 'The call was cancelled', { request, cause: error });
      }
      if (error instanceof TimeoutError) {
        throw new ApiError('timeout', 'The API did not answer in time', {
          request,
          cause: error,
        });
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
