import { type DateInputPattern, formatDateInput, parseDateInput } from '@careshop/i18n';
import {
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';
import { control } from '../field/field.css';
import { FieldShell } from '../field/field-shell';
import { useFieldIds } from '../field/use-field-ids';
import type { FieldVariant } from '../text-field/text-field';

/** What {@link DateField} reports: shaped like a change event, `target.value` ISO or `''`. */
export interface DateFieldChange {
  target: { name: string; value: string };
}

/** Props of {@link DateField}. Other native input attributes pass through to the `<input>`. */
export interface DateFieldProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    | 'size'
    | 'type'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'pattern'
    | 'placeholder'
    | 'min'
    | 'max'
  > {
  /** Visible label, also the accessible name. */
  label: ReactNode;
  /** How the date is typed (`dateInputPattern(reader)` of `@careshop/i18n`); shown as placeholder and under the field. */
  pattern: DateInputPattern;
  /** The date, ISO `YYYY-MM-DD`, or `''` for none. */
  value: string;
  /** Called with `target.value` the ISO date typed, or `''` while the text is not a whole date. */
  onChange?: (event: DateFieldChange) => void;
  /** Earliest and latest dates allowed, ISO `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  /** Help text under the field, before the pattern, linked with aria-describedby. */
  help?: ReactNode;
  /** Error text; when set the field is marked invalid and the text is announced with it. */
  error?: ReactNode;
  /** Error shown after leaving the field with text that is no date (or out of min/max). */
  invalidError?: string;
  variant?: FieldVariant;
  /** Class of the wrapper (label + control + texts). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

function outOfRange(iso: string, min?: string, max?: string): boolean {
  return (
    (min !== undefined && min !== '' && iso < min) || (max !== undefined && max !== '' && iso > max)
  );
}

/**
 * A labelled date field typed as text in the reader's pattern ("21/11/2026" for dd/mm/yyyy),
 * not the browser's native date field, whose order the page cannot choose. ISO `2026-11-21`
 * is read in any pattern. The date is checked on leaving the field.
 */
export function DateField({
  label,
  pattern,
  value,
  onChange,
  min,
  max,
  help,
  error,
  invalidError,
  variant,
  id,
  name = '',
  className,
  required,
  onBlur,
  ref,
  ...rest
}: DateFieldProps) {
  const [text, setText] = useState(() => formatDateInput(value, pattern));
  const [invalid, setInvalid] = useState(false);
  const reported = useRef(value);
  const shownPattern = useRef(pattern.text);
  const input = useRef<HTMLInputElement | null>(null);

  // A value set from outside (a reset, a loaded record) or a new pattern replaces the text.
  useEffect(() => {
    const patternChanged = pattern.text !== shownPattern.current;
    if (value === reported.current && !patternChanged) return;
    reported.current = value;
    shownPattern.current = pattern.text;
    // The same date as typed ("1/2/2026"): keep the typing.
    if (!patternChanged && value !== '' && parseDateInput(text, pattern) === value) return;
    setText(formatDateInput(value, pattern));
    setInvalid(false);
  }, [value, pattern, text]);

  const invalidText = invalid ? (invalidError ?? '') : '';
  useEffect(() => {
    input.current?.setCustomValidity(invalid ? invalidError || pattern.text : '');
  }, [invalid, invalidError, pattern.text]);

  const shownError = error || invalidText || undefined;
  const ids = useFieldIds(id, true, Boolean(shownError));
  const report = (next: string) => {
    reported.current = next;
    if (next !== value) onChange?.({ target: { name, value: next } });
  };

  return (
    <FieldShell
      ids={ids}
      label={label}
      help={
        help ? (
          <>
            {help} ({pattern.text})
          </>
        ) : (
          pattern.text
        )
      }
      error={shownError}
      required={required}
      className={className}
    >
      <input
        {...rest}
        ref={(node) => {
          input.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        id={ids.controlId}
        name={name || undefined}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={pattern.text}
        value={text}
        required={required}
        aria-invalid={shownError || invalid ? true : undefined}
        aria-describedby={ids.describedBy}
        data-variant={variant}
        className={control}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const iso = parseDateInput(next, pattern);
          if (iso !== null && !outOfRange(iso, min, max)) setInvalid(false);
          report(iso !== null && !outOfRange(iso, min, max) ? iso : '');
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          const iso = parseDateInput(text, pattern);
          if (text.trim() === '') setInvalid(false);
          else if (iso === null || outOfRange(iso, min, max)) setInvalid(true);
          else {
            setInvalid(false);
            setText(formatDateInput(iso, pattern));
          }
          onBlur?.(event);
        }}
      />
    </FieldShell>
  );
}
