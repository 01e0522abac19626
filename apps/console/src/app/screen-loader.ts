import type { QueryClient } from '@tanstack/react-query';
import type { Who } from '../lib/me';
import type { ScreenContext } from '../lib/screen-data';

/** The context the shell gives its screens' loaders. */
export interface ShellContext {
  queryClient: QueryClient;
  who: Who;
  /** The user's level or role may not open this screen: the shell shows "not available". */
  forbidden: boolean;
}

/**
 * Runs a screen's loader from its feature (`routes/loaders.ts`, its own small chunk) so the
 * screen's data loads with the route (decision 300). A screen the user may not open reads
 * nothing: the shell shows "not available for your access level" instead.
 */
export async function loadScreen<M>(
  context: ShellContext,
  importer: () => Promise<M>,
  run: (loaders: M, screen: ScreenContext) => Promise<void>,
): Promise<void> {
  if (context.forbidden) return;
  await run(await importer(), context);
}
