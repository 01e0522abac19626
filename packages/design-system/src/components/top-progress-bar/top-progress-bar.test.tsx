import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { TopProgressBar } from './top-progress-bar';

describe('SPEC 2 Layout: a top progress bar shows until account initialisation completes', () => {
  it('is a named indeterminate progress bar while active', async () => {
    renderWithTheme(<TopProgressBar active label="Loading your account" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading your account' });
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
    await expectNoAxeViolations();
  });

  it('reports a known value, clamped to 0–100', () => {
    renderWithTheme(<TopProgressBar active label="Upload" value={140} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('disappears once initialised', () => {
    renderWithTheme(<TopProgressBar active={false} label="Loading" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
