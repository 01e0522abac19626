import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { Select } from './select';

const questionTypes = [
  { value: 'checkout', label: 'Checkout' },
  { value: 'order', label: 'Order' },
  { value: 'other', label: 'Other' },
];

describe('SPEC 3 Contact form: question type is picked from a list', () => {
  it('is a labelled combobox that reports the chosen value', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <Select
        label="Question type"
        placeholder="Choose"
        options={questionTypes}
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Question type' });
    await userEvent.selectOptions(select, 'order');
    expect(onChange).toHaveBeenCalledWith('order');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await expectNoAxeViolations();
  });

  it('announces an error', async () => {
    renderWithTheme(<Select label="Question type" options={questionTypes} error="Required" />);
    const select = screen.getByRole('combobox', { name: 'Question type' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations();
  });
});
