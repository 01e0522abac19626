import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { Card } from './card';

describe('Issue 4 Card: groups content under a heading of the right level', () => {
  it('renders a named region with the requested heading level', async () => {
    renderWithTheme(
      <Card as="section" title="Shipping address" headingLevel={3} footer={<a href="#x">Edit</a>}>
        <p>Main street 1</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Shipping address' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Shipping address' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('is a plain group without a title', () => {
    renderWithTheme(<Card>Body</Card>);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Body')).toBeTruthy();
  });
});
