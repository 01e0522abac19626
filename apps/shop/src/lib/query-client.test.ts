import { ApiError } from '@careshop/api-client';
import { describe, expect, it } from 'vitest';
import { createShopQueryClient } from './query-client';

describe('issue 29: a refusal for the office role reads /user/me again', () => {
  it('marks the user stale on office_role_forbidden, not on other refusals', async () => {
    const client = createShopQueryClient();
    client.setQueryData(['me'], { id: 1, office_role: 'buyer' });
    const refuse = (code: string) =>
      client
        .fetchQuery({
          queryKey: ['x', code],
          retry: false,
          queryFn: () => {
            throw new ApiError('http_error', 'refused', {
              status: 403,
              body: { success: false, code, message: 'refused' },
            });
          },
        })
        .catch(() => undefined);
    await refuse('out_of_stock');
    expect(client.getQueryState(['me'])?.isInvalidated).toBe(false);
    await refuse('office_role_forbidden');
    expect(client.getQueryState(['me'])?.isInvalidated).toBe(true);
  });
});
