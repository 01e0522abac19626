import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { Button } from '../button/button';
import { Dialog } from './dialog';

describe('Issue 4 Dialog: modal, keyboard operable, named by its title', () => {
  it('opens from its trigger, moves focus in, closes with Escape and returns focus', async () => {
    renderWithTheme(
      <Dialog
        title="Remove product?"
        description="The product leaves your cart."
        closeLabel="Close dialog"
        trigger={<Button>Remove</Button>}
        footer={<Button>Confirm</Button>}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Remove' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Remove product?' });
    expect(dialog.getAttribute('aria-describedby')).not.toBeNull();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await expectNoAxeViolations(dialog);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('portals into the themed root so it inherits the theme variables', () => {
    const { container } = renderWithTheme(<Dialog title="Hello" defaultOpen />, {
      navType: 'dark',
    });
    const themed = container.querySelector('[data-nav-type="dark"]');
    expect(themed?.contains(screen.getByRole('dialog'))).toBe(true);
  });

  it('reports close requests from the close button when controlled', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(<Dialog title="Hello" open onOpenChange={onOpenChange} closeLabel="Close" />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
