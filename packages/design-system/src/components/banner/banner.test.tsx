import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { Banner } from './banner';

describe('SPEC 2 Layout: banners for waiting-for-approval and new-order-next-year', () => {
  it('shows the waiting-for-approval banner as a polite status', async () => {
    renderWithTheme(
      <Banner severity="warning" title="Account pending">
        Your account is waiting for approval.
      </Banner>,
    );
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain('Your account is waiting for approval.');
    expect(banner.getAttribute('data-severity')).toBe('warning');
    await expectNoAxeViolations();
  });

  it('uses an alert role when asked and no role when static', () => {
    const { rerender } = renderWithTheme(
      <Banner severity="error" live="alert">
        Failed
      </Banner>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(
      <Banner severity="info" live="none">
        A new order can be placed next year.
      </Banner>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('A new order can be placed next year.')).toBeTruthy();
  });
});
