import { dateInputPattern, ISO_DATE_INPUT } from '@careshop/i18n';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { DateField, type DateFieldChange } from './date-field';

const gb = dateInputPattern({ language: 'en', browserLocales: ['en-GB'] });

function Bound(props: {
  initial?: string;
  onChange?: (event: DateFieldChange) => void;
  invalidError?: string;
  min?: string;
}) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <DateField
        label="From"
        name="from"
        pattern={gb}
        value={value}
        {...(props.invalidError ? { invalidError: props.invalidError } : {})}
        {...(props.min ? { min: props.min } : {})}
        onChange={(event) => {
          props.onChange?.(event);
          setValue(event.target.value);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('2025-01-31')}>
        Set
      </button>
    </>
  );
}

describe('issue 27: date fields in the reader’s order (decision 263)', () => {
  it('shows the ISO value in the pattern, with the pattern as placeholder and hint', async () => {
    renderWithTheme(<Bound initial="2025-12-01" />);
    const input = screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement;
    expect(input.value).toBe('01/12/2025');
    expect(input.placeholder).toBe('dd/mm/yyyy');
    expect(input.inputMode).toBe('numeric');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('dd/mm/yyyy');
    await expectNoAxeViolations();
  });

  it('reports the ISO date typed, shaped like a change event, and "" until it is whole', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Bound onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'From' });
    await userEvent.type(input, '21/11/202');
    expect(screen.getByTestId('value').textContent).toBe('');
    await userEvent.type(input, '6');
    expect(screen.getByTestId('value').textContent).toBe('2026-11-21');
    expect(onChange).toHaveBeenLastCalledWith({ target: { name: 'from', value: '2026-11-21' } });
  });

  it('reads ISO typed in any pattern and writes it in the pattern on leaving the field', async () => {
    renderWithTheme(<Bound />);
    const input = screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement;
    await userEvent.type(input, '2026-11-21');
    expect(screen.getByTestId('value').textContent).toBe('2026-11-21');
    await userEvent.tab();
    expect(input.value).toBe('21/11/2026');
  });

  it('keeps an impossible date as typed, reports "" and shows the caller’s error on leaving', async () => {
    renderWithTheme(<Bound initial="2026-02-01" invalidError="Enter a valid date." />);
    const input = screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, '31/02/2026');
    expect(screen.queryByText('Enter a valid date.')).toBeNull();
    await userEvent.tab();
    expect(input.value).toBe('31/02/2026');
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid date.')).toBeTruthy();
    expect(input.validity.valid).toBe(false);
    await userEvent.clear(input);
    await userEvent.type(input, '28/02/2026');
    expect(screen.queryByText('Enter a valid date.')).toBeNull();
    expect(input.validity.valid).toBe(true);
    await expectNoAxeViolations();
  });

  it('treats a date before min as invalid', async () => {
    renderWithTheme(<Bound min="2026-01-01" invalidError="Too early" />);
    const input = screen.getByRole('textbox', { name: 'From' });
    await userEvent.type(input, '31/12/2025');
    await userEvent.tab();
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(screen.getByText('Too early')).toBeTruthy();
  });

  it('replaces the text when the value is set from outside, and shows the caller’s error', async () => {
    renderWithTheme(<Bound initial="2026-11-21" />);
    const input = screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement;
    await userEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(input.value).toBe('31/01/2025');
    renderWithTheme(
      <DateField
        label="Until"
        pattern={ISO_DATE_INPUT}
        value="2026-11-21"
        help="Last day"
        error="Required"
        required
      />,
    );
    const until = screen.getByRole('textbox', { name: /Until/ }) as HTMLInputElement;
    expect(until.value).toBe('2026-11-21');
    expect(until.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Last day (yyyy-mm-dd)')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
  });
});
