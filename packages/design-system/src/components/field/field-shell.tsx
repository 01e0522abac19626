import type { ReactNode } from 'react';
import {
  error as errorClass,
  fieldRoot,
  help as helpClass,
  label as labelClass,
  required as requiredClass,
} from './field.css';
import type { FieldIds } from './use-field-ids';

export interface FieldShellProps {
  ids: FieldIds;
  label: ReactNode;
  help?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label above the control, help and error below it; shared by every text-like field. */
export function FieldShell({
  ids,
  label,
  help,
  error,
  required,
  className,
  children,
}: FieldShellProps) {
  return (
    <div className={className ? `${fieldRoot} ${className}` : fieldRoot}>
      <label htmlFor={ids.controlId} className={labelClass}>
        {label}
        {required ? (
          <span aria-hidden="true" className={requiredClass}>
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={ids.errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
      {help ? (
        <p id={ids.helpId} className={helpClass}>
          {help}
        </p>
      ) : null}
    </div>
  );
}
