import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { Checkbox } from './checkbox';

describe('SPEC 5 Validation: agreement to terms is required', () => {
  it('toggles with Space and with a click on its label', async () => {
    renderWithTheme(<Checkbox label="I agree to the terms" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' }) as HTMLInputElement;
    box.focus();
    await userEvent.keyboard(' ');
    expect(box.checked).toBe(true);
    await userEvent.click(screen.getByText('I agree to the terms'));
    expect(box.checked).toBe(false);
    await expectNoAxeViolations();
  });

  it('announces the error when the terms are not accepted', async () => {
    renderWithTheme(
      <Checkbox label="I agree" error="You cannot create an account without agreeing" />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You cannot create an account without agreeing',
    );
    await expectNoAxeViolations();
  });
});
