import type { PaymentStartResponse } from '@careshop/api-client';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `POST /payment/start`, or `/payment/resume` for a canceled payment of the same order. */
export function startPayment(orderId: number, resume = false): Promise<PaymentStartResponse> {
  const body = { order_id: orderId };
  return resume
    ? api.call(shopRoutes.resumePayment, { body: body })
    : api.call(shopRoutes.startPayment, { body: body });
}

export function useStartPayment() {
  return useMutation({
    mutationFn: ({ orderId, resume }: { orderId: number; resume?: boolean }) =>
      startPayment(orderId, resume),
  });
}
