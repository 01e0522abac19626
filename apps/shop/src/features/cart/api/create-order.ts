import type { Order, OrderCreateRequest } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `POST /order` with its Idempotency-Key: a retry with the same key places one order. */
export function createOrder(body: OrderCreateRequest, idempotencyKey: string): Promise<Order> {
  return api.call(shopRoutes.createOrder, {
    headers: { 'idempotency-key': idempotencyKey },
    body: body,
  });
}

export function useCreateOrder() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: OrderCreateRequest; idempotencyKey: string }) =>
      createOrder(body, idempotencyKey),
  });
}
