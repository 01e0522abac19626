import type { CartCheckRequest, CartCheckResponse } from '@careshop/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `POST /cart/check`: server prices, orderable quantities, statuses and limits (SPEC 4). */
export function checkCart(body: CartCheckRequest): Promise<CartCheckResponse> {
  return api.checkCart(body);
}

export const cartCheckQueryOptions = (body: CartCheckRequest) =>
  queryOptions({
    queryKey: ['cart-check', body.lines],
    queryFn: () => checkCart(body),
    staleTime: 0,
  });

/** The live check of the current lines; idle while the cart is empty. */
export function useCartCheck(body: CartCheckRequest) {
  return useQuery({ ...cartCheckQueryOptions(body), enabled: body.lines.length > 0 });
}
