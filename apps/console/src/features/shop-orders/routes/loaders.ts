import { type ScreenContext, settle } from '../../../lib/screen-data';
import type { ShopOrdersSearch } from '../../../lib/shop-search-params';
import { orderQuery, ordersQuery } from '../api/orders';

/** The searched page of the orders list. */
export async function loadOrders({ queryClient }: ScreenContext, search: ShopOrdersSearch) {
  await settle([queryClient.ensureQueryData(ordersQuery({ ...search, page: search.page ?? 1 }))]);
}

export async function loadOrder({ queryClient }: ScreenContext, orderId: number) {
  await settle([queryClient.ensureQueryData(orderQuery(orderId))]);
}
