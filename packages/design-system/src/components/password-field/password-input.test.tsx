import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { PasswordInput } from './password-input';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <PasswordInput
      label="Password"
      value={value}
      onChange={setValue}
      showLabel="Show"
      hideLabel="Hide"
      error={value === '' ? 'Required' : undefined}
    />
  );
}

describe('SPEC 2 login: password input without a strength meter', () => {
  it('takes the typed password, shows and hides it, and never shows a meter', async () => {
    renderWithTheme(<Controlled />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(input, 'password');
    expect((input as HTMLInputElement).value).toBe('password');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('meter')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide' }).getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations();
  });
});
