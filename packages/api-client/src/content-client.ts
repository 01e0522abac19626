import {
  type Client,
  createClient,
  type FetchLike,
  ForbiddenError,
  filter,
  type LinkResolverFunction,
  NotFoundError,
  ParsingError,
  PreviewTokenExpiredError,
  type PrismicDocument,
  PrismicError,
  RefExpiredError,
  RefNotFoundError,
  RepositoryNotFoundError,
} from '@prismicio/client';
import {
  ContentAuthorizationError,
  ContentBadRequestError,
  ContentError,
  ContentInvalidResponseError,
  ContentNetworkError,
  ContentNotFoundError,
  ContentRepositoryNotFoundError,
} from './content-errors';
import type { FetchFunction } from './http-transport';

/**
 * Builders for content query filters (`contentFilter.at('document.type', 'faq')`), re-exported so
 * apps need no direct `@prismicio/client` dependency.
 */
export const contentFilter = filter;

/** SPEC 7: page size of content queries unless a call asks for another. */
export const CONTENT_PAGE_SIZE = 100;

/** SPEC 7: wait this long before retrying a 429 that carries no usable `retry-after`. */
export const CONTENT_DEFAULT_RETRY_AFTER_MS = 1000;

/** Options of {@link createContentClient}. */
export interface ContentClientOptions {
  /**
   * The repository endpoint (Prismic Content API v2 shape): a real repository such as
   * `https://my-repo.cdn.prismic.io/api/v2`, our API's own content endpoint, or a test server.
   */
  endpoint: string;
  /** Repository name reported by the client; only informative for non-Prismic endpoints. */
  repositoryName?: string;
  /** The content API access token, sent as `access_token`. */
  accessToken?: string;
  /** A fixed ref to query; by default the master ref (cached 5 s by `@prismicio/client`). */
  ref?: string;
  /** Default language of queries (e.g. `fr-fr`, or `*` for all). */
  lang?: string;
  /** Default page size; SPEC 7 says 100. */
  pageSize?: number;
  /** Wait before retrying a 429 without a usable `retry-after` header; SPEC 7 says 1000 ms. */
  defaultRetryAfterMs?: number;
  /** A `fetch` to use instead of the global one. */
  fetch?: FetchFunction;
}

type AnyClient<TDocuments extends PrismicDocument> = Client<TDocuments>;

/** Query parameters of `get` (filters, orderings, pageSize, page, lang, ref, ...). */
export type ContentQueryParams = NonNullable<Parameters<AnyClient<PrismicDocument>['get']>[0]>;

/** Parameters of `getAll`: those of `get` without `page`, plus an optional `limit`. */
export type ContentGetAllParams = NonNullable<
  Parameters<AnyClient<PrismicDocument>['dangerouslyGetAll']>[0]
>;

/** One page of a documents search, as the content API returns it. */
export type ContentQuery<TDocument extends PrismicDocument> = Awaited<
  ReturnType<AnyClient<TDocument>['get']>
>;

/** Repository information (refs, languages, tags, forms). */
export type ContentRepository = Awaited<ReturnType<AnyClient<PrismicDocument>['getRepository']>>;

/** One ref of the repository. */
export type ContentRef = Awaited<ReturnType<AnyClient<PrismicDocument>['getMasterRef']>>;

/** Arguments of {@link ContentClient.resolvePreviewUrl}. */
export interface ResolvePreviewUrlArgs {
  /** Where to go when the previewed document has no URL. */
  defaultUrl: string;
  /** The previewed document (the `documentId` search parameter). */
  documentId?: string;
  /** The preview ref (the `token` search parameter). */
  previewToken?: string;
  /** Maps a document to its URL in the app. */
  linkResolver?: LinkResolverFunction<string>;
}

/**
 * The content-service client: `@prismicio/client` configured for SPEC 7, with every failure
 * turned into a {@link ContentError}.
 */
export interface ContentClient<TDocuments extends PrismicDocument = PrismicDocument> {
  /** One page of a documents search. */
  get(params?: ContentQueryParams): Promise<ContentQuery<TDocuments>>;
  /** Every page of a documents search (100 per page, 500 ms apart). */
  getAll(params?: ContentGetAllParams): Promise<TDocuments[]>;
  /** The first document matching the query. */
  getFirst(params?: ContentQueryParams): Promise<TDocuments>;
  /** A document by id. */
  getByID(id: string, params?: ContentQueryParams): Promise<TDocuments>;
  /** A document by type and UID. */
  getByUID(type: string, uid: string, params?: ContentQueryParams): Promise<TDocuments>;
  /** The one document of a single type. */
  getSingle(type: string, params?: ContentQueryParams): Promise<TDocuments>;
  /** Every document of a type. */
  getAllByType(type: string, params?: ContentGetAllParams): Promise<TDocuments[]>;
  /** Repository information (cached 5 s). */
  getRepository(): Promise<ContentRepository>;
  /** The repository's refs. */
  getRefs(): Promise<ContentRef[]>;
  /** The repository's master ref. */
  getMasterRef(): Promise<ContentRef>;
  /**
   * SPEC 7 previews: resolves the URL of a previewed document from `documentId` and `token`
   * (read from `location` in a browser when not given). The preview cookie is honoured on every
   * query by `@prismicio/client` itself.
   */
  resolvePreviewUrl(args: ResolvePreviewUrlArgs): Promise<string>;
  /** Query a given ref from now on. */
  queryContentFromRef(ref: string): void;
  /** Query the master ref from now on (the default). */
  queryLatestContent(): void;
  /** The configured `@prismicio/client` instance; its errors are not mapped. */
  readonly prismic: Client<TDocuments>;
}

/**
 * Creates the content-service client (SPEC 7 "A content-management service ..."). Repository
 * cache, 429 retry, paging with its 500 ms throttle, refs and previews are `@prismicio/client`'s;
 * this adds the SPEC defaults and SPEC 8's error catalogue
 * (docs/decisions/052-api-client-content-client.md).
 */
export function createContentClient<TDocuments extends PrismicDocument = PrismicDocument>(
  options: ContentClientOptions,
): ContentClient<TDocuments> {
  const baseFetch: FetchFunction =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const prismic = createClient<TDocuments>(options.repositoryName ?? 'careshop', {
    documentAPIEndpoint: options.endpoint,
    fetch: classifyingFetch(
      baseFetch,
      options.defaultRetryAfterMs ?? CONTENT_DEFAULT_RETRY_AFTER_MS,
    ),
    defaultParams: {
      pageSize: options.pageSize ?? CONTENT_PAGE_SIZE,
      ...(options.lang === undefined ? {} : { lang: options.lang }),
    },
    ...(options.accessToken === undefined ? {} : { accessToken: options.accessToken }),
    ...(options.ref === undefined ? {} : { ref: options.ref }),
  });

  return {
    prismic,
    get: (params) => mapped(() => prismic.get(params)),
    getAll: (params) => mapped(() => prismic.dangerouslyGetAll(params)),
    getFirst: (params) => mapped(() => prismic.getFirst(params)),
    getByID: (id, params) => mapped(() => prismic.getByID(id, params)),
    getByUID: (type, uid, params) => mapped(() => prismic.getByUID(type, uid, params)),
    getSingle: (type, params) => mapped(() => prismic.getSingle(type, params)),
    getAllByType: (type, params) => mapped(() => prismic.getAllByType(type, params)),
    getRepository: () => mapped(() => prismic.getRepository()),
    getRefs: () => mapped(() => prismic.getRefs()),
    getMasterRef: () => mapped(() => prismic.getMasterRef()),
    resolvePreviewUrl: (args) =>
      mapped(() =>
        prismic.resolvePreviewURL({
          defaultURL: args.defaultUrl,
          ...(args.documentId === undefined ? {} : { documentID: args.documentId }),
          ...(args.previewToken === undefined ? {} : { previewToken: args.previewToken }),
          ...(args.linkResolver === undefined ? {} : { linkResolver: args.linkResolver }),
        }),
      ),
    queryContentFromRef: (ref) => prismic.queryContentFromRef(ref),
    queryLatestContent: () => prismic.queryLatestContent(),
  };
}

async function mapped<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toContentError(error);
  }
}

/** Turns whatever `@prismicio/client` (or the fetch below it) threw into a {@link ContentError}. */
function toContentError(error: unknown): unknown {
  if (error instanceof ContentError || isAbort(error)) return error;
  if (error instanceof RepositoryNotFoundError) {
    return new ContentRepositoryNotFoundError(error.message, { url: error.url, cause: error });
  }
  // Ref and preview-token errors extend ForbiddenError / NotFoundError in v7, so they go first.
  if (
    error instanceof RefNotFoundError ||
    error instanceof RefExpiredError ||
    error instanceof PreviewTokenExpiredError
  ) {
    return new ContentInvalidResponseError(error.message, {
      url: error.url,
      body: error.response,
      cause: error,
    });
  }
  if (error instanceof NotFoundError) {
    return new ContentNotFoundError(error.message, {
      url: error.url,
      body: error.response,
      cause: error,
    });
  }
  if (error instanceof ForbiddenError) {
    return new ContentAuthorizationError(error.message, {
      url: error.url,
      body: error.response,
      cause: error,
    });
  }
  if (error instanceof ParsingError) {
    return new ContentBadRequestError(error.message, {
      url: error.url,
      body: error.response,
      cause: error,
    });
  }
  if (error instanceof PrismicError) {
    return new ContentInvalidResponseError(error.message, { url: error.url, cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ContentInvalidResponseError(message, { cause: error });
}

/**
 * The fetch handed to `@prismicio/client`. It classifies failed answers by status, which the
 * library cannot always do (a 403 or a non-JSON 404 on a documents search come out of it as a
 * bare PrismicError or a JSON SyntaxError), and gives 429s a usable `retry-after`. JSON 404 and
 * 410 answers pass through: the library retries those with the master ref.
 */
function classifyingFetch(fetchFn: FetchFunction, defaultRetryAfterMs: number): FetchLike {
  return async (input, init) => {
    let response: Response;
    try {
      response = await fetchFn(input, init as RequestInit);
    } catch (cause) {
      if (isAbort(cause)) throw cause;
      throw new ContentNetworkError('The content service could not be reached', {
        url: input,
        cause,
      });
    }
    if (response.ok) return response;
    if (response.status === 429) return withRetryAfter(response, defaultRetryAfterMs);

    const text = await response.text();
    const body = parseJson(text);
    const details = { status: response.status, url: input, body: body ?? text };
    const message = messageOf(body) ?? `The content service answered ${response.status}`;
    switch (response.status) {
      case 400:
        throw new ContentBadRequestError(message, details);
      case 401:
      case 403:
        throw new ContentAuthorizationError(message, details);
      case 404:
        if (body === undefined) {
          throw new ContentRepositoryNotFoundError('The content repository was not found', details);
        }
        return rebuild(response, text);
      case 410:
        if (body !== undefined) return rebuild(response, text);
        throw new ContentInvalidResponseError(message, details);
      default:
        throw new ContentInvalidResponseError(message, details);
    }
  };
}

/**
 * `@prismicio/client` reads `retry-after` with `Number()`, so a missing header waits 0 ms and an
 * HTTP date waits 1500 ms. SPEC 7 wants the header's seconds, else 1000 ms: normalise it here and
 * let the library do the waiting and retrying.
 */
async function withRetryAfter(response: Response, defaultRetryAfterMs: number): Promise<Response> {
  const raw = response.headers.get('retry-after')?.trim() ?? '';
  let seconds = raw === '' ? Number.NaN : Number(raw);
  if (Number.isNaN(seconds) && raw !== '') {
    const at = Date.parse(raw);
    if (!Number.isNaN(at)) seconds = Math.max(0, (at - Date.now()) / 1000);
  }
  if (!Number.isFinite(seconds) || seconds < 0) seconds = defaultRetryAfterMs / 1000;
  const headers = new Headers(response.headers);
  headers.set('retry-after', String(seconds));
  return new Response(await response.arrayBuffer(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function rebuild(response: Response, text: string): Response {
  return new Response(text, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  if (typeof error === 'string' && error !== '') return error;
  return undefined;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
