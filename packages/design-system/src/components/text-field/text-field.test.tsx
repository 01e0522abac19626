import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { TextField } from './text-field';

describe('SPEC 5 Validation: register fields show required and invalid-email messages', () => {
  it('names the input by its label and links help text', async () => {
    renderWithTheme(<TextField label="Customer number" help="2 to 7 digits" />);
    const input = screen.getByRole('textbox', { name: 'Customer number' });
    expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-help`);
    await userEvent.type(input, '12345');
    expect((input as HTMLInputElement).value).toBe('12345');
    await expectNoAxeViolations();
  });

  it('marks the field invalid and announces the error message', async () => {
    renderWithTheme(<TextField label="E-mail" type="email" error="Invalid e-mail" required />);
    const input = screen.getByRole('textbox', { name: /E-mail/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Invalid e-mail');
    await expectNoAxeViolations();
  });
});

describe('SPEC 3 Customization: outlinedFilled chooses the field style', () => {
  it('the theme marks fields filled, and a field variant overrides it', () => {
    const { container } = renderWithTheme(
      <>
        <TextField label="A" />
        <TextField label="B" variant="outlined" />
      </>,
      { outlinedFilled: true },
    );
    expect(container.querySelector('[data-field-style]')?.getAttribute('data-field-style')).toBe(
      'filled',
    );
    expect(screen.getByRole('textbox', { name: 'B' }).getAttribute('data-variant')).toBe(
      'outlined',
    );
  });
});
