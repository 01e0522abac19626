import { queryOptions } from '@tanstack/react-query';
import { backofficeApi } from '../../../lib/session';

/** The scope's coupons; a failure shows at once. */
export const couponsQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'coupons'],
    queryFn: ({ signal }) => backofficeApi.coupons({ signal }),
    retry: false,
  });
