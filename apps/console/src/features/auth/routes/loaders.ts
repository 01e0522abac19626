import type { QueryClient } from '@tanstack/react-query';
import { settle } from '../../../lib/screen-data';
import { prefillQuery } from '../api/prefill';

/** The reset / invitation link: which account it is for, when the link has a token. */
export async function loadReset(queryClient: QueryClient, token: string | undefined) {
  if (token) await settle([queryClient.ensureQueryData(prefillQuery(token))]);
}
