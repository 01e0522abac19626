import type { QueryClient } from '@tanstack/react-query';
import type { Who } from './me';

/** What a screen's loader reads with: the query client and who is logged in. */
export interface ScreenContext {
  queryClient: QueryClient;
  who: Who;
}

/**
 * Waits for a screen's reads, started by its route loader so the data loads with the route
 * (decision 300). A read that fails is left to the screen, which shows its own error state as it
 * always did; the loader itself never fails.
 */
export async function settle(reads: readonly Promise<unknown>[]): Promise<void> {
  await Promise.allSettled(reads);
}
