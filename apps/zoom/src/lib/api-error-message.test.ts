import { ApiError } from '@careshop/api-client';
import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from './api-error-message';

const failed = (
  code: ConstructorParameters<typeof ApiError>[0],
  status: number,
  body: Record<string, unknown> | undefined,
) =>
  new ApiError(code, 'Wrong Services', {
    status,
    // The API's error body (validation apiErrorBodySchema): success false, a registry code, a text.
    body: body && { success: false, message: 'refused', ...body },
  });

describe('what the user reads when a send fails', () => {
  it('names the refused products with the refusal of the server code', () => {
    const error = failed('bad_request', 422, {
      code: 'insufficient_stock',
      details: { products: ['BO-002', 'BF-001'] },
    });
    expect(apiErrorMessage(error)).toEqual({
      key: 'zoom.refusals.insufficient_stock',
      params: { products: 'BO-002, BF-001' },
    });
  });

  it('SPEC 4: a licence awaiting approval shows profile.wait_for_approval', () => {
    expect(apiErrorMessage(failed('forbidden', 403, { code: 'license_not_approved' })).key).toBe(
      'profile.wait_for_approval',
    );
  });

  it('SPEC 4 Order on behalf: a sales rep without a chosen office is asked to choose one', () => {
    const error = failed('bad_request', 422, { code: 'order_on_behalf_required' });
    expect(apiErrorMessage(error).key).toBe('navigation-bot.sales-rep-choose-office');
  });

  it('decision 330: a viewer or a removed member reads why they cannot send orders', () => {
    const forbidden = failed('forbidden', 403, {
      code: 'office_role_forbidden',
      details: { action: 'order', role: 'viewer' },
    });
    expect(apiErrorMessage(forbidden).key).toBe('zoom.office_role.viewer');
    expect(apiErrorMessage(failed('forbidden', 403, { code: 'membership_removed' })).key).toBe(
      'zoom.office_role.removed',
    );
  });

  it('a reused key with another body is the conflict message', () => {
    expect(apiErrorMessage(failed('conflict', 409, { code: 'idempotency_key_reused' })).key).toBe(
      'zoom.result.conflict',
    );
  });

  it('reads only registry codes: a code the server never sends is the general error', () => {
    const error = failed('forbidden', 403, { code: 'made_up', details: { products: ['X'] } });
    expect(apiErrorMessage(error).key).toBe('errors.general_error');
  });

  it('SPEC 8: no answer is Wrong Services, anything else the general error', () => {
    expect(apiErrorMessage(new ApiError('network', 'x')).key).toBe('errors.wrong_services');
    expect(apiErrorMessage(failed('server_error', 500, undefined)).key).toBe(
      'errors.general_error',
    );
    expect(apiErrorMessage(new Error('boom')).key).toBe('errors.general_error');
  });
});
