import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { Switch } from './switch';

describe('SPEC 3 Customization: navType light or dark is switched on and off', () => {
  it('is a named switch that toggles with the keyboard and exposes its state', async () => {
    const onCheckedChange = vi.fn();
    renderWithTheme(<Switch label="Dark mode" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    control.focus();
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(control.getAttribute('data-state')).toBe('checked');
    await expectNoAxeViolations();
  });
});
