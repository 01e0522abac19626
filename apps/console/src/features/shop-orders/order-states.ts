import type { StatusKind } from '@careshop/design-system';

/** Order states (SPEC 4: processed, in process; and cancelled by staff, decision 220). */
export const orderStatuses = ['in_process', 'processed', 'cancelled'] as const;

/** Payment states (SPEC 4: completed or canceled). */
export const paymentStatuses = ['pending', 'completed', 'canceled'] as const;

/** The badge of an order state; colour is never the only cue (the label is always shown). */
export function orderStatusKind(status: string): StatusKind {
  if (status === 'processed') return 'order-processed';
  if (status === 'in_process') return 'order-in-process';
  return 'neutral';
}

export function paymentStatusKind(status: string | null | undefined): StatusKind {
  if (status === 'completed') return 'payment-completed';
  if (status === 'canceled' || status === 'cancelled') return 'payment-canceled';
  return 'neutral';
}
