import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { IconButton } from '../icon-button/icon-button';
import { Drawer } from './drawer';

function Menu() {
  return (
    <Drawer
      title="Menu"
      closeLabel="Close menu"
      trigger={<IconButton label="Open menu" icon="☰" />}
    >
      <nav aria-label="Mobile">
        <a href="/c-p">Shop</a>
        <button type="button">Log out</button>
      </nav>
    </Drawer>
  );
}

describe('SPEC 2 Layout: on small screens the nav collapses into a sliding menu with log out', () => {
  it('opens from the menu button, traps focus, closes with its close button', async () => {
    renderWithTheme(<Menu />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(drawer.contains(document.activeElement)).toBe(true);
    await expectNoAxeViolations(drawer);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('mounts inside the RTL root so it mirrors with the layout', async () => {
    const { container } = renderWithTheme(<Menu />, { rtlLayout: true });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog').closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(container.querySelector('[dir="rtl"]')).not.toBeNull();
  });
});

function ControlledMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton label="Open menu" icon="☰" onClick={() => setOpen(true)} />
      <Drawer title="Menu" closeLabel="Close menu" open={open} onOpenChange={setOpen}>
        <a href="/c-p">Shop</a>
      </Drawer>
    </>
  );
}

describe('Issue 27: a drawer the app opens returns focus to its opener', () => {
  it('after Escape', async () => {
    renderWithTheme(<ControlledMenu />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Menu' }).contains(document.activeElement)).toBe(
      true,
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
