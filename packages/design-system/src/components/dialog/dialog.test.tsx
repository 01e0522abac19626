import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

/** A list whose Delete button opens a confirmation the app mounts only while it is open. */
function MountedWhileOpen() {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button>Before</Button>
      <Button onClick={() => setAsking(true)}>Delete row 2</Button>
      {asking ? (
        <Dialog
          title="Delete row 2?"
          open
          onOpenChange={(open) => setAsking(open)}
          closeLabel="Close"
          footer={<Button onClick={() => setAsking(false)}>Cancel</Button>}
        />
      ) : null}
    </>
  );
}

/** An editor dialog that stays mounted and is opened by setting `open`. */
function StaysMounted() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit subscription</Button>
      <Dialog title="Edit subscription" open={open} onOpenChange={setOpen} closeLabel="Close">
        <input aria-label="Name" />
      </Dialog>
    </>
  );
}

describe('Issue 27: a dialog the app opens returns focus to the button that opened it', () => {
  it('after Escape, when the dialog is mounted only while open', async () => {
    renderWithTheme(<MountedWhileOpen />);
    const opener = screen.getByRole('button', { name: 'Delete row 2' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Delete row 2?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('after its own Cancel button and its close button', async () => {
    renderWithTheme(<MountedWhileOpen />);
    const opener = screen.getByRole('button', { name: 'Delete row 2' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('after Escape, when a controlled dialog stays mounted, opened by keyboard', async () => {
    renderWithTheme(<StaysMounted />);
    const opener = screen.getByRole('button', { name: 'Edit subscription' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Edit subscription' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
