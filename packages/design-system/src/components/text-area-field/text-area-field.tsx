import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { control } from '../field/field.css';
import { FieldShell } from '../field/field-shell';
import { useFieldIds } from '../field/use-field-ids';
import type { FieldVariant } from '../text-field/text-field';
import { textArea } from './text-area-field.css';

/** Props of {@link TextAreaField}. Native textarea attributes pass through to the `<textarea>`. */
export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Visible label, also the accessible name. */
  label: ReactNode;
  /** Help text under the field, linked with aria-describedby. */
  help?: ReactNode;
  /** Error text; when set the field is marked invalid and the text is announced with it. */
  error?: ReactNode;
  variant?: FieldVariant;
  /** Class of the wrapper (label + control + texts). */
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input with help and error texts, like {@link TextField}. */
export function TextAreaField({
  label,
  help,
  error,
  variant,
  id,
  className,
  required,
  rows = 4,
  ...rest
}: TextAreaFieldProps) {
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
      <textarea
        {...rest}
        id={ids.controlId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        data-variant={variant}
        className={`${control} ${textArea}`}
      />
    </FieldShell>
  );
}
