import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { Spinner } from './spinner';

describe('SPEC 2 Layout: a loading indicator shows until config loads', () => {
  it('announces its label as a status', async () => {
    renderWithTheme(<Spinner label="Loading" />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
    await expectNoAxeViolations();
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = renderWithTheme(<Spinner label="Loading" decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
