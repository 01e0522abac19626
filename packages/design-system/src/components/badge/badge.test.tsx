import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { IconButton } from '../icon-button/icon-button';
import { Badge } from './badge';

describe('SPEC 4 Cart rules: cart badge = total quantity', () => {
  it('shows the count and gives screen readers the label', async () => {
    renderWithTheme(
      <Badge count={7} label="7 items in cart">
        <IconButton label="Cart" icon="🛒" />
      </Badge>,
    );
    expect(screen.getByTestId('badge-count').textContent).toBe('7');
    expect(screen.getByText('7 items in cart')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('caps the bubble at max+', () => {
    renderWithTheme(
      <Badge count={150} label="150 items">
        <span>x</span>
      </Badge>,
    );
    expect(screen.getByTestId('badge-count').textContent).toBe('99+');
  });

  it('hides at zero unless showZero', () => {
    const { rerender } = renderWithTheme(
      <Badge count={0} label="empty">
        <span>x</span>
      </Badge>,
    );
    expect(screen.queryByTestId('badge-count')).toBeNull();
    rerender(
      <Badge count={0} label="empty" showZero>
        <span>x</span>
      </Badge>,
    );
    expect(screen.getByTestId('badge-count').textContent).toBe('0');
  });
});
