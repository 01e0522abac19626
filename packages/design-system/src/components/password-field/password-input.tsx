import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { control } from '../field/field.css';
import { FieldShell } from '../field/field-shell';
import { useFieldIds } from '../field/use-field-ids';
import type { FieldVariant } from '../text-field/text-field';
import { input, inputRow, toggle } from './password-field.css';

/** Props of {@link PasswordInput}. */
export interface PasswordInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type' | 'value' | 'onChange'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  help?: ReactNode;
  error?: ReactNode;
  variant?: FieldVariant;
  /** Texts of the show/hide toggle. */
  showLabel: string;
  hideLabel: string;
  /** Shown under the input, inside the field (the strength meter of {@link PasswordField}). */
  children?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password input with a show/hide toggle: the login and current-password fields. Without the
 * strength meter of {@link PasswordField}, so a login screen does not download the list of common
 * passwords the meter scores with (decision 242).
 */
export function PasswordInput({
  label,
  value,
  onChange,
  help,
  error,
  variant,
  showLabel,
  hideLabel,
  children,
  id,
  className,
  required,
  ...rest
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const ids = useFieldIds(id, Boolean(help), Boolean(error));
  return (
    <FieldShell
      ids={ids}
      label={label}
      help={help}
      error={error}
      required={required}
      className={className}
    >
      <div className={inputRow}>
        <input
          autoComplete="current-password"
          {...rest}
          id={ids.controlId}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          data-variant={variant}
          className={`${control} ${input}`}
        />
        <button
          type="button"
          className={toggle}
          aria-controls={ids.controlId}
          aria-pressed={visible}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? hideLabel : showLabel}
        </button>
      </div>
      {children}
    </FieldShell>
  );
}
