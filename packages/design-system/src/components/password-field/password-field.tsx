import type { ReactNode } from 'react';
import { bar, meter, meterLabel, track } from './password-field.css';
import { PasswordInput, type PasswordInputProps } from './password-input';
import { type PasswordStrength, passwordStrength, passwordStrengths } from './password-strength';

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps extends Omit<PasswordInputProps, 'children'> {
  /**
   * Texts of the five strength levels (SPEC 2 register); when given, the strength meter shows
   * under the field. Leave it out on login and current-password fields (or use
   * {@link PasswordInput}, which has no meter).
   */
  strengthLabels?: Record<PasswordStrength, string>;
  /** Accessible name of the meter, e.g. "Password strength". */
  strengthName?: string;
}

/** A password input with a show/hide toggle and the optional SPEC 2 strength meter. */
export function PasswordField({
  strengthLabels,
  strengthName = 'Password strength',
  ...rest
}: PasswordFieldProps) {
  const { value } = rest;
  const strength = passwordStrength(value);
  let strengthMeter: ReactNode = null;
  if (strengthLabels && value.length > 0) {
    strengthMeter = (
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
    );
  }
  return <PasswordInput {...rest}>{strengthMeter}</PasswordInput>;
}
