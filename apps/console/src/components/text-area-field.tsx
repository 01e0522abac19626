import { useId } from 'react';

export interface TextAreaFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string | undefined;
  help?: string | undefined;
  rows?: number;
  maxLength?: number;
  required?: boolean;
  spellCheck?: boolean;
}

/**
 * A labelled multi-line text input with help and error texts linked like the design system's
 * TextField (the design system has no textarea yet).
 */
export function TextAreaField({
  label,
  name,
  value,
  onChange,
  error,
  help,
  rows = 4,
  maxLength,
  required,
  spellCheck,
}: TextAreaFieldProps) {
  const id = useId();
  const describedBy =
    [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className="console-textarea">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        maxLength={maxLength}
        required={required}
        spellCheck={spellCheck}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      {error ? (
        <p id={`${id}-error`} className="console-field-error">
          {error}
        </p>
      ) : null}
      {help ? (
        <p id={`${id}-help`} className="console-muted">
          {help}
        </p>
      ) : null}
    </div>
  );
}
