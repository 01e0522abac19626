// The content-service (Prismic) client on its own entry point, `@careshop/api-client/content`, so
// an app that loads content pages lazily keeps @prismicio/client out of its first download
// (docs/decisions/109-shop-first-visit-javascript.md). The root entry still exports the same.
export type {
  ContentClient,
  ContentClientOptions,
  ContentGetAllParams,
  ContentQuery,
  ContentQueryParams,
  ContentRef,
  ContentRepository,
  ResolvePreviewUrlArgs,
} from './content-client';
export {
  CONTENT_DEFAULT_RETRY_AFTER_MS,
  CONTENT_PAGE_SIZE,
  contentFilter,
  createContentClient,
} from './content-client';
export type { ContentErrorCode, ContentErrorOptions } from './content-errors';
export {
  ContentAuthorizationError,
  ContentBadRequestError,
  ContentError,
  ContentInvalidResponseError,
  ContentNetworkError,
  ContentNotFoundError,
  ContentRepositoryNotFoundError,
} from './content-errors';
