import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { control } from '../field/field.css';
import { FieldShell } from '../field/field-shell';
import { useFieldIds } from '../field/use-field-ids';
import type { FieldVariant } from '../text-field/text-field';
import { bar, input, inputRow, meter, meterLabel, toggle, track } from './password-field.css';
import { type PasswordStrength, passwordStrength, passwordStrengths } from './password-strength';

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps
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
  /**
   * Texts of the five strength levels (SPEC 2 register); when given, the strength meter shows
   * under the field. Leave it out on login and current-password fields.
   */
  strengthLabels?: Record<PasswordStrength, string>;
  /** Accessible name of the meter, e.g. "Password strength". */
  strengthName?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle and the optional SPEC 2 strength meter. */
export function PasswordField({
  label,
  value,
  onChange,
  help,
  error,
  variant,
  showLabel,
  hideLabel,
  strengthLabels,
  strengthName = 'Password strength',
  id,
  className,
  required,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const ids = useFieldIds(id, Boolean(help), Boolean(error));
  const strength = passwordStrength(value);
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
      {strengthLabels && value.length > 0 ? (
        <div className={meter}>
          {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be themed consistently across browsers; the ARIA meter carries the same semantics. */}
          <div
            role="meter"
            aria-label={strengthName}
            aria-valuemin={1}
            aria-valuemax={passwordStrengths.length}
            aria-valuenow={passwordStrengths.indexOf(strength) + 1}
            aria-valuetext={strengthLabels[strength]}
            data-strength={strength}
            className={track}
          >
            <div className={bar({ strength })} />
          </div>
          <span aria-hidden="true" className={meterLabel}>
            {strengthLabels[strength]}
          </span>
        </div>
      ) : null}
    </FieldShell>
  );
}
