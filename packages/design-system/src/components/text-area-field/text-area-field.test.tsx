import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { TextAreaField } from './text-area-field';

describe('TextAreaField: a multi-line text field labelled, described and marked like TextField', () => {
  it('names the textarea by its label, links its help, and keeps line breaks', async () => {
    renderWithTheme(<TextAreaField label="Note" help="Up to 500 characters" maxLength={500} />);
    const area = screen.getByRole('textbox', { name: 'Note' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('aria-describedby')).toBe(`${area.id}-help`);
    await userEvent.type(area, 'Dock 3{Enter}Ring twice');
    expect((area as HTMLTextAreaElement).value).toBe('Dock 3\nRing twice');
    await expectNoAxeViolations();
  });

  it('marks the field invalid and announces the error with it', async () => {
    renderWithTheme(<TextAreaField label="Note" error="Too long" required />);
    const area = screen.getByRole('textbox', { name: /Note/ });
    expect(area.getAttribute('aria-invalid')).toBe('true');
    const describedBy = area.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Too long');
    await expectNoAxeViolations();
  });
});
