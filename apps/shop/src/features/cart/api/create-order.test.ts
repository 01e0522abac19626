import { describe, expect, it } from 'vitest';
import { isApprovalRequest } from './create-order';

describe('issue 29: POST /order answers an order (201) or an approval request (202)', () => {
  it('tells the approval request from the order', () => {
    expect(
      isApprovalRequest({
        id: 4,
        status: 'pending',
        requested_by: { id: 1, name: 'B', email: 'b@x' },
        expires_at: '2026-12-01T00:00:00.000Z',
      } as never),
    ).toBe(true);
    expect(isApprovalRequest({ id: 4, status: 'processed', total: 100 } as never)).toBe(false);
  });
});
