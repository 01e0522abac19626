import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { Snackbar } from './snackbar';

afterEach(() => {
  vi.useRealTimers();
});

describe('SPEC 3 Snackbar: the alert variant has an UNDO button and a close button', () => {
  it('undoes and closes, each with its own reason', async () => {
    const onClose = vi.fn();
    const onUndo = vi.fn();
    renderWithTheme(
      <Snackbar
        open
        variant="alert"
        severity="success"
        message="Product removed"
        undo={{ label: 'Undo', onUndo }}
        closeLabel="Close notice"
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Product removed');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenLastCalledWith('undo');
    await userEvent.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(onClose).toHaveBeenLastCalledWith('close');
    await expectNoAxeViolations();
  });

  it('announces error alerts assertively', () => {
    renderWithTheme(
      <Snackbar open variant="alert" severity="error" message="Failed" onClose={() => {}} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed');
  });

  it('the default variant shows no UNDO or close button', () => {
    renderWithTheme(<Snackbar open message="Saved" onClose={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('SPEC 9 Snackbar: default bottom right, Fade, no auto-hide; the app notice hides after 3000 ms', () => {
  it('does not hide by itself by default', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const { container } = renderWithTheme(<Snackbar open message="Saved" onClose={onClose} />);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(container.querySelector('[data-transition="fade"]')).not.toBeNull();
  });

  it('hides after autoHideDuration', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithTheme(
      <Snackbar open message="Your session expired" autoHideDuration={3000} onClose={onClose} />,
    );
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledWith('timeout');
  });

  it('closes with Escape from inside', async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <Snackbar open variant="alert" message="Removed" closeLabel="Close" onClose={onClose} />,
    );
    screen.getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escape');
  });
});
