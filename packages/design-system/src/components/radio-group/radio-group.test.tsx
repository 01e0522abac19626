import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'email', label: 'E-mail' },
  { value: 'call', label: 'Call' },
];

describe('SPEC 5 Validation: contact preference is e-mail or phone', () => {
  it('is a named group whose choice changes by click and reports it', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <RadioGroup
        label="Contact preference"
        options={options}
        defaultValue="email"
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Contact preference' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'E-mail' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Call' }));
    expect(onValueChange).toHaveBeenCalledWith('call');
    expect((screen.getByRole('radio', { name: 'Call' }) as HTMLInputElement).checked).toBe(true);
    await expectNoAxeViolations();
  });

  it('follows a controlled value', () => {
    renderWithTheme(<RadioGroup label="Contact preference" options={options} value="call" />);
    expect((screen.getByRole('radio', { name: 'Call' }) as HTMLInputElement).checked).toBe(true);
  });
});
