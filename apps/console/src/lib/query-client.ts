import { QueryClient } from '@tanstack/react-query';

/** One query client for the app; server data lives here, never in a zustand store (STYLE 7). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});
