import {
  ApiError,
  createApiClient,
  ORDER_ON_BEHALF_HEADER,
  WRONG_SERVICES_MESSAGE,
} from '@careshop/api-client';
import { env } from '../config/env';
import { createRememberingTokenStore } from './session-token-store';

type UnauthorizedListener = (error: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Subscribes to 401 answers on session calls (SPEC 4 forced logout); returns the unsubscribe. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export const tokenStore = createRememberingTokenStore(window.localStorage, window.sessionStorage);

/** The one API client of the shop. */
export const api = createApiClient({
  baseUrl: env.VITE_API_URL || window.location.origin,
  tokenStore,
  selfSignedKey: env.VITE_ANONYMOUS_TOKEN_KEY,
  onUnauthorized: (error) => {
    for (const listener of unauthorizedListeners) listener(error);
  },
});

/**
 * A JSON call to an admin endpoint `@careshop/api-client` does not cover yet (the payment
 * calls), with the same bearer, order-on-behalf header and error shape as the client.
 */
export async function adminCall<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  const onBehalf = api.getOrderOnBehalf();
  if (onBehalf) headers[ORDER_ON_BEHALF_HEADER] = onBehalf;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${api.adminUrl}/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError('network', WRONG_SERVICES_MESSAGE, { cause });
  }
  const text = await response.text();
  const parsed: unknown = text === '' ? undefined : safeJson(text);
  if (!response.ok) {
    const error = new ApiError(
      response.status === 401 ? 'unauthorized' : 'http_error',
      WRONG_SERVICES_MESSAGE,
      { status: response.status, body: parsed },
    );
    if (response.status === 401 && token) {
      for (const listener of unauthorizedListeners) listener(error);
    }
    throw error;
  }
  return parsed as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The server's `code` of a failed call (`email_taken`, `login_failed`, …), when it sent one. */
export function serverErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : undefined;
}

/** The server's message id of a failed call (`register.error_message`, …), when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : undefined;
}
