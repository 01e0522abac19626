import * as shopRoutes from '@careshop/validation/shop-routes';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/session';

/**
 * Which account an invitation or reset link is for (`/auth/prefill`, which answers nothing for a
 * link that is invalid, used or expired). Asked once per link: a failure shows at once.
 */
export const prefillQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: ['auth', 'prefill', token],
    queryFn: () => api.call(shopRoutes.prefill, { body: { token: token ?? '' } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
