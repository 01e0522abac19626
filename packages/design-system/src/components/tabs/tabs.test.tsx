import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { Tabs } from './tabs';

const items = [
  { value: 'specs', label: 'Technical specifications', content: <p>Specs body</p> },
  { value: 'related', label: 'Related products', content: <p>Related body</p> },
  { value: 'accessories', label: 'Accessories', content: <p>Accessories body</p> },
];

describe('SPEC 2 Product details: technical specifications, related products, accessories', () => {
  it('switches panels with the arrow keys', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Tabs items={items} label="Product information" onValueChange={onValueChange} />,
    );
    expect(screen.getByRole('tablist', { name: 'Product information' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('Specs body');
    await userEvent.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('tab', { name: 'Technical specifications' }),
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenCalledWith('related');
    expect(screen.getByRole('tabpanel').textContent).toBe('Related body');
    await expectNoAxeViolations();
  });

  it('mirrors arrow keys in RTL', async () => {
    renderWithTheme(<Tabs items={items} label="Product information" />, { rtlLayout: true });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(
      screen.getByRole('tab', { name: 'Related products' }).getAttribute('aria-selected'),
    ).toBe('true');
  });
});
