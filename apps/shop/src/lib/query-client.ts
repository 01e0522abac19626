import { ApiError } from '@careshop/api-client';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * A refusal for the member's office role or their removal from the office (issue 29, decision
 * 330): their role changed since /user/me was read, so it is read again and every screen follows
 * it (the viewer's or the removed member's banner, no cart).
 */
function onRoleRefusal(client: () => QueryClient) {
  return (error: unknown) => {
    const code = error instanceof ApiError ? error.serverCode : undefined;
    if (code === 'office_role_forbidden' || code === 'membership_removed') {
      void client().invalidateQueries({ queryKey: ['me'] });
    }
  };
}

/** One query client for the app; server data lives here, never in a zustand store (STYLE 7). */
export function createShopQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: onRoleRefusal(() => client) }),
    mutationCache: new MutationCache({ onError: onRoleRefusal(() => client) }),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
  return client;
}

export const queryClient = createShopQueryClient();
