import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import { queryOptions } from '@tanstack/react-query';
import type { BackofficeOrderFilters } from '../../../lib/backoffice-filters';
import { api } from '../../../lib/session';

/** One page of the orders list; a failure shows at once. */
export const ordersQuery = (query: BackofficeOrderFilters) =>
  queryOptions({
    queryKey: ['backoffice', 'orders', 'list', query],
    queryFn: ({ signal }) => api.call(backofficeRoutes.orders, { query: query }, { signal }),
    retry: false,
  });

/** One order with its lines, payments and history. */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: ['backoffice', 'orders', 'detail', id],
    queryFn: ({ signal }) => api.call(backofficeRoutes.order, { params: { id: id } }, { signal }),
  });
