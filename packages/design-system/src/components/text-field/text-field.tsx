import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { control } from '../field/field.css';
import { FieldShell } from '../field/field-shell';
import { useFieldIds } from '../field/use-field-ids';

/** Outlined or filled field look; when omitted the theme's `outlinedFilled` decides. */
export type FieldVariant = 'outlined' | 'filled';

/** Props of {@link TextField}. Native input attributes pass through to the `<input>`. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label, also the accessible name. */
  label: ReactNode;
  /** Help text under the field, linked with aria-describedby. */
  help?: ReactNode;
  /** Error text; when set the field is marked invalid and the text is announced with it. */
  error?: ReactNode;
  variant?: FieldVariant;
  /** Class of the wrapper (label + control + texts). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line text input with help and error texts. */
export function TextField({
  label,
  help,
  error,
  variant,
  id,
  className,
  required,
  type = 'text',
  ...rest
}: TextFieldProps) {
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
      <input
        {...rest}
        id={ids.controlId}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        data-variant={variant}
        className={control}
      />
    </FieldShell>
  );
}
