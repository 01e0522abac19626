import { type ReactNode, useId, useState } from 'react';
import { fieldset, horizontal, input, legend, row } from '../choice/choice.css';
import { error as errorClass } from '../field/field.css';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/** Props of {@link RadioGroup}: controlled with `value`, or uncontrolled with `defaultValue`. */
export interface RadioGroupProps {
  /** The group's legend, also its accessible name. */
  label: ReactNode;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Form field name; generated when omitted. */
  name?: string;
  orientation?: 'vertical' | 'horizontal';
  error?: ReactNode;
  required?: boolean;
  className?: string;
}

/**
 * Native radios in a fieldset: arrow keys move and select, Tab leaves the group, as the platform
 * does (e.g. contact preference e-mail or call, SPEC 3).
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  name,
  orientation = 'vertical',
  error,
  required,
  className,
}: RadioGroupProps) {
  const generated = useId();
  const groupName = name ?? generated;
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const errorId = error ? `${generated}-error` : undefined;
  const classes = [fieldset, orientation === 'horizontal' ? horizontal : null, className]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className={classes} aria-describedby={errorId}>
      <legend className={legend}>{label}</legend>
      {options.map((option) => (
        <label key={option.value} className={row}>
          <input
            type="radio"
            name={groupName}
            value={option.value}
            checked={current === option.value}
            disabled={option.disabled}
            required={required}
            aria-invalid={error ? true : undefined}
            onChange={() => {
              setInner(option.value);
              onValueChange?.(option.value);
            }}
            className={input}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
