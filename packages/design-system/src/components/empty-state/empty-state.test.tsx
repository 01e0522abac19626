import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

describe('SPEC 8 Empty states: empty cart, no results', () => {
  it('shows a heading, the description and the action', async () => {
    renderWithTheme(
      <EmptyState
        title="Your cart is empty"
        description="Add products from the shop."
        icon="🛒"
        headingLevel={3}
        action={<Button>Continue shopping</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByText('Add products from the shop.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue shopping' })).toBeTruthy();
    await expectNoAxeViolations();
  });
});
