import type { Order } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `GET /order/{id}`. */
export function getOrder(id: string): Promise<Order> {
  return api.call(shopRoutes.order, { params: { id: id } });
}

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['order', id], queryFn: () => getOrder(id) });

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
