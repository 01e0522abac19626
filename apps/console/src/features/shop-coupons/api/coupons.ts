import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/session';

/** The scope's coupons; a failure shows at once. */
export const couponsQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'coupons'],
    queryFn: ({ signal }) =>
      api.call(backofficeRoutes.coupons, {}, { signal }).then(({ items }) => items),
    retry: false,
  });
