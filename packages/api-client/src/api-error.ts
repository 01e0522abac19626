import {
  type ApiErrorBody,
  apiErrorBodySchema,
  type ApiErrorCode as ServerErrorCode,
} from '@careshop/validation';

export type { ServerErrorCode };

/**
 * Stable machine-readable reasons an API call failed. Apps switch on these, never on messages.
 *
 * - `invalid_request`: the payload failed its request schema; nothing was sent.
 * - `network`: no HTTP answer (connection refused, DNS, CORS, aborted).
 * - `timeout`: no answer within the client's time-out.
 * - `aborted`: the caller cancelled the call through its `signal`.
 * - `invalid_response`: a 2xx answer that is not JSON or fails its response schema.
 * - `unauthorized` (401), `forbidden` (403), `not_found` (404), `conflict` (409),
 *   `bad_request` (400 / 422), `rate_limited` (429), `server_error` (5xx), `http_error` (any other
 *   non-2xx status).
 */
export type ApiErrorCode =
  | 'invalid_request'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'invalid_response'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'bad_request'
  | 'rate_limited'
  | 'server_error'
  | 'http_error';

/** One schema problem, path first, in the shape zod reports it. */
export interface ApiIssue {
  /** Where in the payload the problem is. */
  path: ReadonlyArray<PropertyKey>;
  /** The schema's message (often an i18n key from `@careshop/validation`). */
  message: string;
}

/** Options for {@link ApiError}. */
export interface ApiErrorOptions {
  /** HTTP status when the server answered; absent when no answer came. */
  status?: number;
  /** The parsed answer body (JSON when it parses, else the text), when there is one. */
  body?: unknown;
  /** Schema issues for `invalid_request` and `invalid_response`. */
  issues?: ReadonlyArray<ApiIssue>;
  /** The method and path of the call, for logs. */
  request?: { method: string; url: string };
  /** The underlying error (fetch failure, JSON syntax error). */
  cause?: unknown;
}

/** SPEC 8: the generic rejection text when a failed answer carries no body. */
export const WRONG_SERVICES_MESSAGE = 'Wrong Services';

/**
 * Every failure of an API call. SPEC 7: "errors are rejected with the response body, or the text
 * Wrong Services when there is none" — `body` holds the former, `message` the latter.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly status: number | undefined;
  readonly body: unknown;
  readonly issues: ReadonlyArray<ApiIssue>;
  readonly request: { method: string; url: string } | undefined;
  /**
   * The server's own `code` (validation's `apiErrorCodes`, decision 153) when the answer is the
   * API's error body: `email_taken`, `invalid_coupon`, `out_of_stock`… Apps switch on this; `code`
   * only says the HTTP class.
   */
  readonly serverCode: ServerErrorCode | undefined;
  /** The server's error body when it is one (field errors in `errors`, rule data in `details`). */
  readonly serverBody: ApiErrorBody | undefined;

  constructor(code: ApiErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = options.status;
    this.body = options.body;
    this.issues = options.issues ?? [];
    this.request = options.request;
    const parsed =
      options.status === undefined ? undefined : apiErrorBodySchema.safeParse(options.body);
    this.serverBody = parsed?.success ? parsed.data : undefined;
    this.serverCode = this.serverBody?.code;
  }
}

/** Narrows an unknown rejection to an {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Maps an HTTP status outside 2xx to its {@link ApiErrorCode}. */
export function codeForStatus(status: number): ApiErrorCode {
  if (status === 400 || status === 422) return 'bad_request';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server_error';
  return 'http_error';
}

/**
 * The message of a failed answer: the server's own `message` when the body has one (the apps show
 * it, SPEC 8), 'Wrong Services' when there is no body at all.
 */
export function messageForFailedBody(status: number, body: unknown): string {
  if (body === undefined) return WRONG_SERVICES_MESSAGE;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.length > 0) return message;
  }
  if (typeof body === 'string') return body;
  return `Request failed with status ${status}`;
}
