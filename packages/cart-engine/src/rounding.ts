import { assertCents } from './amount-guards';
import { InvalidCartAmountError } from './cart-errors';

// The one money rounding rule (decision 266): a share of an amount of cents is rounded to the
// nearest whole cent, and exactly half a cent rounds up (commercial rounding). It is computed on
// integers, so no binary fraction can turn 367,5 into 367,4999… and round it the wrong way.

/**
 * `cents × numerator ÷ denominator`, rounded to whole cents, half up: the percentage of a coupon
 * (`shareOfCents(2450, 15, 100)` is 368, 3,675 € → 3,68 €), the net part of a VAT-inclusive
 * amount (`shareOfCents(total, 10_000, 10_000 + rate)`) and any other share of money. The client
 * (the shop's cart), the server (orders, cart and coupon checks) and the exports use this one
 * function.
 *
 * @throws {InvalidCartAmountError} when `cents` or `numerator` is not a non-negative safe
 * integer, or `denominator` is not a positive safe integer.
 */
export function shareOfCents(cents: number, numerator: number, denominator: number): number {
  assertCents(cents, 'cents');
  assertCents(numerator, 'numerator');
  if (!Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new InvalidCartAmountError('denominator', denominator, 'a positive integer');
  }
  // BigInt keeps the product exact beyond 2^53; (2·a·n + d) ÷ (2·d), floored, is a·n ÷ d half up.
  const product = BigInt(cents) * BigInt(numerator);
  const divisor = BigInt(denominator);
  const rounded = (2n * product + divisor) / (2n * divisor);
  const result = Number(rounded);
  if (!Number.isSafeInteger(result)) {
    throw new InvalidCartAmountError('cents', cents, 'an amount whose share fits in safe integers');
  }
  return result;
}
