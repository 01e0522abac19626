import type { CartCheckRequest, CartCheckResponse } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';

/** `POST /cart/check`: server prices, orderable quantities, statuses and limits (SPEC 4). */
export function checkCart(body: CartCheckRequest): Promise<CartCheckResponse> {
  return api.call(shopRoutes.checkCart, { body: body });
}

export const cartCheckQueryOptions = (body: CartCheckRequest) =>
  queryOptions({
    queryKey: ['cart-check', body.lines],
    queryFn: () => checkCart(body),
    staleTime: 0,
  });

/**
 * The live check of the current lines; idle while there are none. With `keepPrevious`, the last
 * answer stays on screen while the next lines are checked (lines typed one key at a time).
 */
export function useCartCheck(body: CartCheckRequest, options: { keepPrevious?: boolean } = {}) {
  return useQuery({
    ...cartCheckQueryOptions(body),
    enabled: body.lines.length > 0,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}
