import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { input, row, texts } from '../choice/choice.css';
import { error as errorClass, help as helpClass } from '../field/field.css';

/** Props of {@link Checkbox}. Native checkbox attributes pass through. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  help?: ReactNode;
  /** E.g. "you cannot create an account without agreeing" (SPEC 5). */
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label, help and error (terms, remember me, consents). */
export function Checkbox({ label, help, error, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy =
    [error ? `${controlId}-error` : null, help ? `${controlId}-help` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={className}>
      <label className={row} htmlFor={controlId}>
        <input
          {...rest}
          id={controlId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={input}
        />
        <span className={texts}>
          <span>{label}</span>
        </span>
      </label>
      {error ? (
        <p id={`${controlId}-error`} className={errorClass}>
          {error}
        </p>
      ) : null}
      {help ? (
        <p id={`${controlId}-help`} className={helpClass}>
          {help}
        </p>
      ) : null}
    </div>
  );
}
