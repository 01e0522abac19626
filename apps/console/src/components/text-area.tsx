import { type TextareaHTMLAttributes, useId } from 'react';

/** A multi-line text field with the design system's field look: label, help and error wired. */
export function TextArea({
  label,
  help,
  error,
  id,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  help?: string | undefined;
  error?: string | undefined;
}) {
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy = [help ? `${fieldId}-help` : '', error ? `${fieldId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="console-textarea">
      <label htmlFor={fieldId}>{label}</label>
      <textarea
        id={fieldId}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {help ? (
        <p id={`${fieldId}-help`} className="console-muted">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId}-error`} className="console-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
