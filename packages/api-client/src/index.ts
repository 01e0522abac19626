// The payment and webinar call schemas live in @careshop/validation (decision 106); re-exported
// so callers of these client methods can keep importing them from here.

// The self-signed token lives in @careshop/anonymous-token (decision 158); the client signs with
// it and re-exports its key type for `selfSignedKey`.
export type { AnonymousTokenKey } from '@careshop/anonymous-token';
export type {
  PaymentRequest,
  PaymentStartResponse,
  WebinarRegistrationRequest,
} from '@careshop/validation';
export {
  paymentRequestSchema,
  paymentStartResponseSchema,
  webinarRegistrationRequestSchema,
} from '@careshop/validation';
export type { ApiErrorCode, ApiErrorOptions, ApiIssue, ServerErrorCode } from './api-error';
export { ApiError, codeForStatus, isApiError, WRONG_SERVICES_MESSAGE } from './api-error';
// The one typed client: any route of the contract (`shopRoutes`, `consoleRoutes`,
// `backofficeRoutes` of @careshop/validation), called by its entry (issue 28, decision 285).
export type {
  ApiClient,
  ApiClientOptions,
  CallArgs,
  CallOptions,
  DownloadOptions,
  LogoutOptions,
} from './client';
export { createApiClient } from './client';
// The content-service client, also on its own entry point `@careshop/api-client/content`.
export * from './content';
export type { DownloadedFile, FetchFunction } from './http-transport';
export { fileNameOf } from './http-transport';
export type { BelongsToOrganisation, EntityId } from './organisation-filter';
export { filterToOrganisation } from './organisation-filter';
export type { Page, PageRequest } from './paging';
export { MAX_ROWS_PER_PAGE, pageQuery } from './paging';
export { IDEMPOTENCY_KEY_HEADER, ORDER_ON_BEHALF_HEADER } from './request-headers';
export type { SessionTokenParts } from './session-token';
export { SESSION_SECRET_SEPARATOR, splitSessionToken } from './session-token';
export type { BrowserTokenStore, StorageLike, TokenStore } from './token-store';
export {
  browserTokenStore,
  DEFAULT_TOKEN_STORAGE_KEY,
  localStorageTokenStore,
  memoryTokenStore,
} from './token-store';
