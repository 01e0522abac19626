import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { StatusBadge } from './status-badge';

describe('SPEC 4 License / account and Other states: order and licence states', () => {
  it.each([
    ['license-approved', 'success'],
    ['license-pending', 'warning'],
    ['license-invalid', 'error'],
    ['order-in-process', 'info'],
    ['payment-due', 'warning'],
    ['payment-canceled', 'error'],
  ] as const)('%s is shown with the %s tone and its label', async (status, tone) => {
    renderWithTheme(<StatusBadge status={status} label={`label ${status}`} />);
    const badge = screen.getByText(`label ${status}`);
    expect(badge.getAttribute('data-tone')).toBe(tone);
    await expectNoAxeViolations();
  });
});
