import { describe, expect, it } from 'vitest';
import { orderNumber } from './order-number';

describe('decision 235: one order number for people', () => {
  it('pads the id to eight digits, from a number or a string', () => {
    expect(orderNumber(8)).toBe('00000008');
    expect(orderNumber('9')).toBe('00000009');
  });

  it('keeps every digit of a longer id', () => {
    expect(orderNumber(123_456_789)).toBe('123456789');
  });

  it('shows what is not an id as it came, unpadded', () => {
    expect(orderNumber(-1)).toBe('-1');
    expect(orderNumber('8a')).toBe('8a');
    expect(orderNumber(1.5)).toBe('1.5');
  });
});
