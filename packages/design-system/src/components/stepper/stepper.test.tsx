import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { Stepper } from './stepper';

const steps = [
  { id: 'cart', label: 'Cart' },
  { id: 'address', label: 'Address' },
  { id: 'shipping', label: 'Shipping' },
  { id: 'payment', label: 'Payment' },
];

describe('SPEC 2 Cart: steps cart, address, shipping and payment', () => {
  it('marks the current step and the completed ones', async () => {
    renderWithTheme(<Stepper steps={steps} activeIndex={2} label="Checkout steps" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-state'))).toEqual([
      'complete',
      'complete',
      'current',
      'upcoming',
    ]);
    expect(items[2]?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('navigation', { name: 'Checkout steps' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('lets the user go back to a completed step', async () => {
    const onStepSelect = vi.fn();
    renderWithTheme(
      <Stepper steps={steps} activeIndex={2} label="Checkout" onStepSelect={onStepSelect} />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /Address/ }));
    expect(onStepSelect).toHaveBeenCalledWith(1);
    await expectNoAxeViolations();
  });
});
