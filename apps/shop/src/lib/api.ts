import {
  ApiError,
  browserTokenStore,
  createApiClient,
  type ServerErrorCode,
} from '@careshop/api-client';
import { earlyReadFetch } from '@careshop/api-client/early-reads';
import { env } from '../config/env';
import { shopEarlyReads } from './early-reads';

type UnauthorizedListener = (error: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Subscribes to 401 answers on session calls (SPEC 4 forced logout); returns the unsubscribe. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export const tokenStore = browserTokenStore(window.localStorage, window.sessionStorage);

/**
 * The one API client of the shop. Its `fetch` takes the answers of the start-up reads the
 * document's preload script sent (decision 362) and sends everything else.
 */
export const api = createApiClient({
  baseUrl: env.VITE_API_URL || window.location.origin,
  tokenStore,
  fetch: earlyReadFetch(shopEarlyReads),
  selfSignedKey: env.VITE_ANONYMOUS_TOKEN_KEY,
  onUnauthorized: (error) => {
    for (const listener of unauthorizedListeners) listener(error);
  },
});

/**
 * The server's registry `code` of a failed call (`email_taken`, `login_failed`, …, validation's
 * `apiErrorCodes`), when it sent one.
 */
export function serverErrorCode(error: unknown): ServerErrorCode | undefined {
  return error instanceof ApiError ? error.serverCode : undefined;
}

/** The server's message id of a failed call (`register.error_message`, …), when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : undefined;
}
