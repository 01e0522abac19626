import { QueryClient } from '@tanstack/react-query';

/** One query client for the app; server data lives here, never in a zustand store (STYLE 7). */
export function createShopQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

export const queryClient = createShopQueryClient();
