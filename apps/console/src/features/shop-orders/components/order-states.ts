import type { StatusKind } from '@careshop/design-system';

// Order states (SPEC 4: processed, in process; cancelled by staff, decision 220) and payment
// states (pending, due, completed or canceled; decision 237): the server's lists, written once in @careshop/validation.
export { backofficeOrderStatuses as orderStatuses, paymentStatuses } from '@careshop/validation';

/** The badge of an order state; colour is never the only cue (the label is always shown). */
export function orderStatusKind(status: string): StatusKind {
  if (status === 'processed') return 'order-processed';
  if (status === 'in_process') return 'order-in-process';
  return 'neutral';
}

export function paymentStatusKind(status: string | null | undefined): StatusKind {
  if (status === 'completed') return 'payment-completed';
  if (status === 'due') return 'payment-due';
  if (status === 'canceled' || status === 'cancelled') return 'payment-canceled';
  return 'neutral';
}
