import { memberLimitBodySchema } from '@careshop/validation';
import { describe, expect, it } from 'vitest';
import { amountText, centsOf, limitFormValues, toLimitBody } from './money-input';

const spending = {
  limit_cents: 50_000,
  period: 'month' as const,
  approval_threshold_cents: null,
  spent_cents: 12_000,
  remaining_cents: 38_000,
  period_start: '2026-11-01T00:00:00.000Z',
  period_end: '2026-12-01T00:00:00.000Z',
  currency: 'EUR',
};

describe('issue 29: the limit form reads amounts as the office types them', () => {
  it.each([
    ['250', 25_000],
    ['250.5', 25_050],
    ['250,50', 25_050],
    ['1 250.00', 125_000],
    ['0', 0],
  ])('%s is %i cents', (text, cents) => {
    expect(centsOf(text)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '-5', '12.3.4'])('%s is no amount', (text) => {
    expect(centsOf(text)).toBeUndefined();
  });

  it('shows cents as an amount with two decimals, and none as empty', () => {
    expect(amountText(50_000)).toBe('500.00');
    expect(amountText(null)).toBe('');
  });

  it('"No limit" is a real choice: limit_cents null, whatever amount was typed', () => {
    const body = toLimitBody({
      kind: 'none',
      limit_cents: '300',
      period: 'year',
      approval_threshold_cents: '',
    });
    expect(memberLimitBodySchema.parse(body)).toEqual({
      limit_cents: null,
      period: 'year',
      approval_threshold_cents: null,
    });
  });

  it('an amount per period and a threshold pass the API schema in cents', () => {
    const body = toLimitBody({
      ...limitFormValues(spending),
      approval_threshold_cents: '100,00',
    });
    expect(memberLimitBodySchema.parse(body)).toEqual({
      limit_cents: 50_000,
      period: 'month',
      approval_threshold_cents: 10_000,
    });
  });

  it('an amount that is none is refused on its field, never sent', () => {
    const result = memberLimitBodySchema.safeParse(
      toLimitBody({
        kind: 'amount',
        limit_cents: 'lots',
        period: 'month',
        approval_threshold_cents: 'x',
      }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'approval_threshold_cents',
      'limit_cents',
    ]);
  });

  it('a member without a limit starts on "No limit"', () => {
    expect(limitFormValues({ ...spending, limit_cents: null, remaining_cents: null }).kind).toBe(
      'none',
    );
  });
});
