import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/session';

/** One product as the back office edits it. */
export const productQuery = (id: number) =>
  queryOptions({
    queryKey: ['backoffice', 'products', 'detail', id],
    queryFn: ({ signal }) => api.call(backofficeRoutes.product, { params: { id: id } }, { signal }),
  });
