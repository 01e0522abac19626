import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { control } from '../field/field.css';
import { FieldShell } from '../field/field-shell';
import { useFieldIds } from '../field/use-field-ids';
import type { FieldVariant } from '../text-field/text-field';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}. Native select attributes pass through. */
export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** First, empty choice shown while nothing is picked (e.g. "Choose a role"). */
  placeholder?: string;
  help?: ReactNode;
  error?: ReactNode;
  variant?: FieldVariant;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select: the platform picker is the most usable on phones and needs no
 * script for keyboard and screen-reader support (see decision 063).
 */
export function Select({
  label,
  options,
  placeholder,
  help,
  error,
  variant,
  id,
  className,
  required,
  ...rest
}: SelectProps) {
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
      <select
        {...rest}
        id={ids.controlId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        data-variant={variant}
        className={control}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
