import { useId } from 'react';
import { control, label as labelClass } from '../field/field.css';
import { root, select } from './language-switcher.css';

/** One language of {@link LanguageSwitcher}. */
export interface LanguageOption {
  /** Two-letter code stored as the locale (SPEC 4 Language). */
  code: string;
  /** The language's own name, e.g. "Français". */
  label: string;
}

/** Props of {@link LanguageSwitcher}. */
export interface LanguageSwitcherProps {
  languages: readonly LanguageOption[];
  value: string;
  onChange: (code: string) => void;
  /** Accessible name, e.g. "Language". */
  label: string;
  /** Show the label on screen (footer column) or only to screen readers (header). */
  showLabel?: boolean;
}

/**
 * The language picker of the header and footer. Renders nothing with fewer than two languages
 * (SPEC 4: with fewer than two no switcher is shown).
 */
export function LanguageSwitcher({
  languages,
  value,
  onChange,
  label,
  showLabel = false,
}: LanguageSwitcherProps) {
  const id = useId();
  if (languages.length < 2) return null;
  return (
    <span className={root}>
      {showLabel ? (
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
      ) : null}
      <select
        id={id}
        aria-label={showLabel ? undefined : label}
        className={`${control} ${select}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </option>
        ))}
      </select>
    </span>
  );
}
