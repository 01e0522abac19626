import type { BackofficeOrderFilters } from '@careshop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { backofficeApi } from '../../../lib/session';

/** One page of the orders list; a failure shows at once. */
export const ordersQuery = (query: BackofficeOrderFilters) =>
  queryOptions({
    queryKey: ['backoffice', 'orders', 'list', query],
    queryFn: ({ signal }) => backofficeApi.orders(query, { signal }),
    retry: false,
  });

/** One order with its lines, payments and history. */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: ['backoffice', 'orders', 'detail', id],
    queryFn: ({ signal }) => backofficeApi.order(id, { signal }),
  });
