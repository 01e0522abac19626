import type { ApprovalRequest, Order, OrderCreateRequest } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * `POST /order` with its Idempotency-Key: a retry with the same key places one order. An order over
 * the member's threshold or what is left of their limit answers 202 with the approval request
 * instead (issue 29, decision 330).
 */
export function createOrder(
  body: OrderCreateRequest,
  idempotencyKey: string,
): Promise<Order | ApprovalRequest> {
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

/** True when `POST /order` answered 202: the order waits for an approver. */
export function isApprovalRequest(answer: Order | ApprovalRequest): answer is ApprovalRequest {
  return 'requested_by' in answer && 'expires_at' in answer;
}
