import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { PasswordField } from './password-field';

const labels = { poor: 'Poor', weak: 'Weak', normal: 'Normal', good: 'Good', strong: 'Strong' };

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      label="Password"
      value={value}
      onChange={setValue}
      showLabel="Show"
      hideLabel="Hide"
      strengthLabels={labels}
      strengthName="Password strength"
    />
  );
}

describe('SPEC 2 register: password field with strength meter', () => {
  it('updates the meter as the user types', async () => {
    renderWithTheme(<Controlled />);
    expect(screen.queryByRole('meter')).toBeNull();
    await userEvent.type(screen.getByLabelText('Password'), 'abcdefgh');
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter.getAttribute('aria-valuetext')).toBe('Weak');
    await userEvent.type(screen.getByLabelText('Password'), '1!X');
    expect(meter.getAttribute('aria-valuetext')).toBe('Strong');
    await expectNoAxeViolations();
  });

  it('shows and hides the password with a toggle button', async () => {
    renderWithTheme(<Controlled />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide' }).getAttribute('aria-pressed')).toBe('true');
  });
});
