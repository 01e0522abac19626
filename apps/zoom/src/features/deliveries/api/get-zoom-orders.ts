import { pageQuery } from '@careshop/api-client';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `GET /zoom-order?page=&rows_per_page=`: the practice's sent deliveries, newest first. */
export function zoomOrdersQueryOptions(page: number, rowsPerPage: number) {
  return queryOptions({
    queryKey: ['zoom-orders', page, rowsPerPage],
    queryFn: ({ signal }) =>
      api.call(shopRoutes.zoomOrders, { query: pageQuery({ page, rowsPerPage }) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useZoomOrders(page: number, rowsPerPage: number) {
  return useQuery(zoomOrdersQueryOptions(page, rowsPerPage));
}
