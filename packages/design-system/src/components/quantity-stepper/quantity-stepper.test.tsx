import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { QuantityStepper } from './quantity-stepper';

function Controlled({ initial = 1, max = 5 }: { initial?: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      onChange={setValue}
      max={max}
      label="Quantity"
      decrementLabel="Decrease"
      incrementLabel="Increase"
    />
  );
}

describe('SPEC 4 Cart rules: quantity within 0 and the product maximum', () => {
  it('steps up and down with its buttons and stops at the maximum', async () => {
    renderWithTheme(<Controlled initial={4} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
    await userEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(input.value).toBe('5');
    expect((screen.getByRole('button', { name: 'Increase' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(input.value).toBe('4');
    await expectNoAxeViolations();
  });

  it('clamps a typed value on Enter: above max to max, negative to 0', async () => {
    renderWithTheme(<Controlled />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, '42{Enter}');
    expect(input.value).toBe('5');
    await userEvent.clear(input);
    await userEvent.type(input, '-3{Enter}');
    expect(input.value).toBe('0');
    expect((screen.getByRole('button', { name: 'Decrease' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
