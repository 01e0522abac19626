import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { Combobox, type ComboboxOption, matchingOptions } from './combobox';

const reps: ComboboxOption[] = [
  { value: '7', label: 'Anna Müller', description: 'anna@example.test' },
  { value: '9', label: 'Bernard Dupont', description: 'bernard@example.test · EU' },
  { value: '12', label: 'Chloé Martin', description: 'chloe@example.test' },
];

function Picker({ onValue, initial = '' }: { onValue: (value: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Combobox
        label="Sales rep"
        options={reps}
        value={value}
        emptyLabel="No matches"
        onValueChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </form>
  );
}

describe('Combobox: pick a row by name, not by id (decision 227)', () => {
  it('matches every typed word in the label or description, ignoring case and accents', () => {
    expect(matchingOptions(reps, 'chloe').map((o) => o.value)).toEqual(['12']);
    expect(matchingOptions(reps, 'MULLER').map((o) => o.value)).toEqual(['7']);
    expect(matchingOptions(reps, 'bernard eu').map((o) => o.value)).toEqual(['9']);
    expect(matchingOptions(reps, 'example.test')).toHaveLength(3);
    expect(matchingOptions(reps, 'nobody')).toEqual([]);
  });

  it('is a labelled combobox: typing filters, arrows move, Enter picks the id', async () => {
    const onValue = vi.fn();
    renderWithTheme(<Picker onValue={onValue} />);
    const input = screen.getByRole('combobox', { name: 'Sales rep' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await userEvent.type(input, 'mar');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Sales rep' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Chloé Martinchloe@example.test',
    ]);
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]?.id);
    await expectNoAxeViolations();
    await userEvent.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('12');
    expect((input as HTMLInputElement).value).toBe('Chloé Martin');
    expect(listbox.hidden).toBe(true);
  });

  it('says when nothing matches, and Escape closes then clears', async () => {
    const onValue = vi.fn();
    renderWithTheme(<Picker onValue={onValue} initial="7" />);
    const input = screen.getByRole('combobox', { name: 'Sales rep' }) as HTMLInputElement;
    expect(input.value).toBe('Anna Müller');
    await userEvent.clear(input);
    expect(onValue).toHaveBeenLastCalledWith('');
    await userEvent.type(input, 'zz');
    expect(screen.getByText('No matches')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{Escape}');
    expect(input.value).toBe('');
  });

  it('picks with the mouse and puts the choice back when left with an unfinished text', async () => {
    const onValue = vi.fn();
    renderWithTheme(<Picker onValue={onValue} />);
    const input = screen.getByRole('combobox', { name: 'Sales rep' }) as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('option', { name: /Bernard Dupont/ }));
    expect(onValue).toHaveBeenLastCalledWith('9');
    await userEvent.type(input, 'xyz');
    await userEvent.tab();
    expect(input.value).toBe('Bernard Dupont');
    expect(onValue).toHaveBeenCalledTimes(1);
  });
});
