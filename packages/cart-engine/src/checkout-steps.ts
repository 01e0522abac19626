/**
 * The checkout steps in order: SPEC 2's "cart with steps cart, address, shipping and payment",
 * then `review`, where every line, the address, delivery, payment, PO number and note and the
 * total are shown before the order is confirmed (issue 15, decision 247).
 */
export const CHECKOUT_STEPS = ['cart', 'address', 'shipping', 'payment', 'review'] as const;

/** One of {@link CHECKOUT_STEPS}. */
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** True when `value` names a checkout step (useful for state restored from storage). */
export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return (CHECKOUT_STEPS as readonly unknown[]).includes(value);
}

/** Position of `step` in {@link CHECKOUT_STEPS}, from 0. */
export function checkoutStepIndex(step: CheckoutStep): number {
  return CHECKOUT_STEPS.indexOf(step);
}

/** The step after `step`; the last step stays where it is. */
export function nextCheckoutStep(step: CheckoutStep): CheckoutStep {
  return stepAt(checkoutStepIndex(step) + 1);
}

/** The step before `step`; the first step stays where it is. */
export function previousCheckoutStep(step: CheckoutStep): CheckoutStep {
  return stepAt(checkoutStepIndex(step) - 1);
}

function stepAt(index: number): CheckoutStep {
  const clamped = Math.min(Math.max(index, 0), CHECKOUT_STEPS.length - 1);
  return CHECKOUT_STEPS[clamped] ?? 'cart';
}
