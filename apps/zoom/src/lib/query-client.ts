import { QueryClient } from '@tanstack/react-query';

/** Server data lives here, never in a zustand store (STYLE 7). */
export function createZoomQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createZoomQueryClient();
