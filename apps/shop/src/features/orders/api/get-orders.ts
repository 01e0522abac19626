import { pageQuery } from '@careshop/api-client';
import type { MyOrderFilters, Order, OrderListResponse } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `GET /order?page=&rows_per_page=&q=&status=…`: my orders, newest first, filtered. */
export function getOrders(
  page: number,
  rowsPerPage: number,
  filters: MyOrderFilters = {},
): Promise<OrderListResponse> {
  return api.call(shopRoutes.orders, {
    query: { ...filters, ...pageQuery({ page, rowsPerPage }) },
  });
}

export const ordersQueryOptions = (
  page: number,
  rowsPerPage: number,
  filters: MyOrderFilters = {},
) =>
  queryOptions({
    queryKey: ['orders', page, rowsPerPage, filters],
    queryFn: () => getOrders(page, rowsPerPage, filters),
    placeholderData: keepPreviousData,
  });

/** My orders; `enabled: false` while the licence awaits approval (the API shows none, decision 140). */
export function useOrders(
  page: number,
  rowsPerPage: number,
  filters: MyOrderFilters,
  enabled = true,
) {
  return useQuery({ ...ordersQueryOptions(page, rowsPerPage, filters), enabled });
}

/** `GET /order/{id}`. */
export function getOrder(id: string): Promise<Order> {
  return api.call(shopRoutes.order, { params: { id: id } });
}

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['order', id], queryFn: () => getOrder(id) });

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
