import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { LanguageSwitcher } from './language-switcher';

const languages = [
  { code: 'fr', label: 'Français' },
  { code: 'es', label: 'Español' },
  { code: 'nl', label: 'Nederlands' },
];

describe('SPEC 4 Language: picking a locale; with fewer than two no switcher is shown', () => {
  it('reports the picked two-letter code', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <LanguageSwitcher languages={languages} value="fr" onChange={onChange} label="Language" />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'nl');
    expect(onChange).toHaveBeenCalledWith('nl');
    expect(screen.getByRole('option', { name: 'Español' }).getAttribute('lang')).toBe('es');
    await expectNoAxeViolations();
  });

  it('renders nothing for a single language', () => {
    const { container } = renderWithTheme(
      <LanguageSwitcher
        languages={[languages[0] ?? { code: 'fr', label: 'Français' }]}
        value="fr"
        onChange={() => {}}
        label="Language"
      />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(container.querySelector('select')).toBeNull();
  });

  it('can show a visible label', () => {
    renderWithTheme(
      <LanguageSwitcher
        languages={languages}
        value="es"
        onChange={() => {}}
        label="Language"
        showLabel
      />,
    );
    expect(screen.getByText('Language').tagName).toBe('LABEL');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });
});
