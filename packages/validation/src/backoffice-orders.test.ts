import { describe, expect, it } from 'vitest';
import { accountDecisionSchemaFor } from './backoffice-orders.js';

describe('licence decision bodies (issue 27)', () => {
  const reasonKey = (body: unknown) =>
    accountDecisionSchemaFor('reject')
      .safeParse(body)
      .error?.issues.find((issue) => issue.path[0] === 'reason')?.message;

  it('a rejection needs a reason that is not blank', () => {
    for (const body of [{}, { reason: '' }, { reason: ' \n\t ' }]) {
      expect(reasonKey(body), JSON.stringify(body)).toBe('validation.reason_required');
    }
    expect(accountDecisionSchemaFor('reject').parse({ reason: '  Wrong number \n' })).toEqual({
      reason: 'Wrong number',
    });
  });

  it('an approval takes no reason; both take an explicit change of decision', () => {
    expect(accountDecisionSchemaFor('approve').safeParse({ reason: 'x' }).success).toBe(false);
    expect(accountDecisionSchemaFor('approve').parse({ change_decision: true })).toEqual({
      change_decision: true,
    });
    expect(
      accountDecisionSchemaFor('reject').safeParse({ reason: 'x', change_decision: 'yes' }).success,
    ).toBe(false);
  });
});
