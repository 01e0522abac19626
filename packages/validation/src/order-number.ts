/** Digits of an order number: the order's id, zero-padded (SPEC's `order_nr`, decision 235). */
export const ORDER_NUMBER_DIGITS = 8;

/**
 * The one way an order is numbered for people (issue 15: pages, e-mails, exports and the console
 * showed "8" and "00000009" for orders): the id, zero-padded to eight digits. Ids above eight
 * digits keep all their digits. What is not an id (a hand-edited address's parameter) is shown as
 * it came, never padded into something that looks like a real order number.
 */
export function orderNumber(id: number | string): string {
  const text = String(id);
  return /^\d+$/.test(text) ? text.padStart(ORDER_NUMBER_DIGITS, '0') : text;
}
