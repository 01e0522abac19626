import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { IconButton } from './icon-button';

describe('Issue 4 IconButton: an icon-only control is named by its label', () => {
  it('exposes the label as its name, hides the icon and reacts to the keyboard', async () => {
    const onClick = vi.fn();
    renderWithTheme(<IconButton label="Open menu" icon="☰" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.querySelector('[aria-hidden="true"]')?.textContent).toBe('☰');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
    await expectNoAxeViolations();
  });
});
