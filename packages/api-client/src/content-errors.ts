/**
 * SPEC 8 "Content service errors": 400 bad request; 401 or 403 authorization error; 404 (not
 * JSON) repository not found; others invalid response. `not_found` (no document matched) and
 * `network` (no answer at all) are ours
 * (docs/decisions/052-api-client-content-client.md).
 */
export type ContentErrorCode =
  | 'bad_request'
  | 'authorization'
  | 'repository_not_found'
  | 'not_found'
  | 'invalid_response'
  | 'network';

/** Options for {@link ContentError}. */
export interface ContentErrorOptions {
  /** HTTP status when the service answered. */
  status?: number;
  /** The URL that failed. */
  url?: string;
  /** The answer body (JSON when it parses, else the text). */
  body?: unknown;
  /** The underlying error (fetch failure, a `@prismicio/client` error). */
  cause?: unknown;
}

/** Every failure of the content-service client. */
export class ContentError extends Error {
  override name = 'ContentError';
  readonly code: ContentErrorCode;
  readonly status: number | undefined;
  readonly url: string | undefined;
  readonly body: unknown;

  constructor(code: ContentErrorCode, message: string, options: ContentErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = options.status;
    this.url = options.url;
    this.body = options.body;
  }
}

/** 400: the query (filters, orderings, params) is malformed. */
export class ContentBadRequestError extends ContentError {
  override name = 'ContentBadRequestError';
  constructor(message: string, options?: ContentErrorOptions) {
    super('bad_request', message, options);
  }
}

/** 401 or 403: missing, wrong or expired access token. */
export class ContentAuthorizationError extends ContentError {
  override name = 'ContentAuthorizationError';
  constructor(message: string, options?: ContentErrorOptions) {
    super('authorization', message, options);
  }
}

/** 404 without a JSON body: the repository endpoint does not exist. */
export class ContentRepositoryNotFoundError extends ContentError {
  override name = 'ContentRepositoryNotFoundError';
  constructor(message: string, options?: ContentErrorOptions) {
    super('repository_not_found', message, options);
  }
}

/** No document matched a query that needs one (`getByUID`, `getSingle`, `getFirst`). */
export class ContentNotFoundError extends ContentError {
  override name = 'ContentNotFoundError';
  constructor(message: string, options?: ContentErrorOptions) {
    super('not_found', message, options);
  }
}

/** Any other failed or unreadable answer. */
export class ContentInvalidResponseError extends ContentError {
  override name = 'ContentInvalidResponseError';
  constructor(message: string, options?: ContentErrorOptions) {
    super('invalid_response', message, options);
  }
}

/** The service could not be reached. */
export class ContentNetworkError extends ContentError {
  override name = 'ContentNetworkError';
  constructor(message: string, options?: ContentErrorOptions) {
    super('network', message, options);
  }
}
