import { InvalidCartAmountError } from './cart-errors';

// Money and quantities must stay integers: one float price would make every total after it
// inexact, so it is refused where it enters instead of rounded somewhere later.

export function assertCents(value: number, field: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new InvalidCartAmountError(field, value, 'a non-negative integer number of cents');
  }
  return value;
}

export function assertInteger(value: number, field: string): number {
  if (!Number.isSafeInteger(value)) {
    throw new InvalidCartAmountError(field, value, 'an integer');
  }
  return value;
}

export function assertOrderValueCap(value: number, field: string): number {
  if (!Number.isSafeInteger(value) || value < -1) {
    throw new InvalidCartAmountError(field, value, 'an integer number of cents, or -1 for no cap');
  }
  return value;
}
