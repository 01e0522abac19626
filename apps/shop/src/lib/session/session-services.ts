import type { ApiClient, TokenStore } from '@careshop/api-client';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What the session functions need, passed in so tests drive them with a fake API and storage
 * instead of the app's singletons.
 */
export interface SessionServices {
  api: Pick<ApiClient, 'call' | 'login' | 'logout' | 'setOrderOnBehalf'>;
  tokenStore: TokenStore;
  queryClient: QueryClient;
  hostname: string;
}
