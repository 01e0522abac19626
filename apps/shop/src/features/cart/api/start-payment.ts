import { useMutation } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api';

/** Answer of the payment start and resume calls (apps/api payments). */
export interface PaymentStart {
  order_id: number;
  status: string;
  payment_url: string;
  amount_cents: number;
}

/**
 * `POST /payment/start` or `/payment/resume` (a canceled payment of the same order). Not in
 * `@careshop/api-client` yet, so it goes through the app's `adminCall`.
 */
export function startPayment(orderId: number, resume = false): Promise<PaymentStart> {
  return adminCall<PaymentStart>('POST', resume ? 'payment/resume' : 'payment/start', {
    order_id: orderId,
  });
}

export function useStartPayment() {
  return useMutation({
    mutationFn: ({ orderId, resume }: { orderId: number; resume?: boolean }) =>
      startPayment(orderId, resume),
  });
}
