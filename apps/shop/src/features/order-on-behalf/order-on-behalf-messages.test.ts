import { describe, expect, it } from 'vitest';
import { setOfficeFailureMessage } from './order-on-behalf-messages';

describe('SPEC 8 order on behalf: the message when an office cannot be chosen', () => {
  it('names an office whose licence awaits approval (decision 141)', () => {
    expect(setOfficeFailureMessage('license_not_approved', 'Awaiting approval')).toBe(
      'errors.order_on_behalf.office_not_approved',
    );
  });

  it("shows the server's text key, never its English sentence (issue 15), else the SPEC 8 default", () => {
    expect(setOfficeFailureMessage('not_found', 'errors.order_on_behalf.unknown')).toBe(
      'errors.order_on_behalf.unknown',
    );
    expect(setOfficeFailureMessage('not_found', 'No such office')).toBe(
      'errors.order_on_behalf.set_office_failed',
    );
    expect(setOfficeFailureMessage(undefined, undefined)).toBe(
      'errors.order_on_behalf.set_office_failed',
    );
  });
});
