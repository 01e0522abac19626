import {
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { control } from '../field/field.css';
import { FieldShell } from '../field/field-shell';
import { useFieldIds } from '../field/use-field-ids';
import type { FieldVariant } from '../text-field/text-field';
import {
  anchor,
  description as descriptionClass,
  empty as emptyClass,
  listbox as listboxClass,
  option as optionClass,
} from './combobox.css';

/** One choice of a {@link Combobox}: what is stored, what is shown, and a line under it. */
export interface ComboboxOption {
  value: string;
  label: string;
  /** A second, smaller line (an e-mail, an organisation); searched too. */
  description?: string;
}

/** Props of {@link Combobox}. */
export interface ComboboxProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'onChange' | 'defaultValue' | 'size' | 'type'
  > {
  label: ReactNode;
  options: readonly ComboboxOption[];
  /** The chosen option's value; '' when none. */
  value: string;
  onValueChange: (value: string) => void;
  /** Told what is typed, e.g. to fetch matching options from a server. */
  onInputChange?: (text: string) => void;
  /** Shown in the list when nothing matches what is typed. */
  emptyLabel: string;
  help?: ReactNode;
  error?: ReactNode;
  variant?: FieldVariant;
  className?: string;
}

/** Case- and accent-insensitive form of a text, for matching what is typed. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The options whose label or description contains every word typed. */
export function matchingOptions(
  options: readonly ComboboxOption[],
  text: string,
): ComboboxOption[] {
  const words = folded(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const haystack = folded(`${option.label} ${option.description ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * A labelled text field that picks one option by name: typing filters the list (label and
 * description, every word), arrow keys move through it, Enter picks, Escape closes the list or
 * clears the field. The WAI-ARIA "editable combobox with list autocomplete" pattern: the focus
 * stays in the input, the active option is `aria-activedescendant`. Emptying the text picks
 * nothing (''); leaving the field with an unfinished text puts the chosen option's label back.
 */
export function Combobox({
  label,
  options,
  value,
  onValueChange,
  onInputChange,
  emptyLabel,
  help,
  error,
  variant,
  id,
  className,
  required,
  onBlur,
  onKeyDown,
  ...rest
}: ComboboxProps) {
  const ids = useFieldIds(id, Boolean(help), Boolean(error));
  const listId = useId();
  const chosen = options.find((option) => option.value === value);
  const [text, setText] = useState(chosen?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typing, setTyping] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);

  // The chosen option's label shows while nothing is being typed (also once the options load).
  useEffect(() => {
    if (!typing) setText(chosen?.label ?? '');
  }, [chosen?.label, typing]);

  const shown = useMemo(
    () => (typing ? matchingOptions(options, text) : [...options]),
    [options, text, typing],
  );
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (!open || active < 0) return;
    const element = listRef.current?.ownerDocument.getElementById(optionId(active));
    if (element && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'nearest' });
    }
  });

  const pick = (option: ComboboxOption | undefined) => {
    setTyping(false);
    setOpen(false);
    setActive(-1);
    setText(option?.label ?? '');
    if ((option?.value ?? '') !== value) onValueChange(option?.value ?? '');
  };

  const openAt = (index: number) => {
    setOpen(true);
    setActive(shown.length === 0 ? -1 : Math.max(0, Math.min(index, shown.length - 1)));
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open || event.altKey) openAt(Math.max(0, shown.indexOf(chosen as ComboboxOption)));
        else openAt(active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openAt(shown.length - 1);
        else openAt(active - 1);
        break;
      case 'Enter':
        if (open && active >= 0) {
          event.preventDefault();
          pick(shown[active]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text !== '') {
          event.preventDefault();
          pick(undefined);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <FieldShell
      ids={ids}
      label={label}
      help={help}
      error={error}
      required={required}
      className={className}
    >
      <div className={anchor}>
        <input
          autoComplete="off"
          {...rest}
          id={ids.controlId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          required={required}
          data-variant={variant}
          className={control}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            setTyping(true);
            setOpen(true);
            setActive(-1);
            onInputChange?.(next);
            if (next.trim() === '' && value !== '') onValueChange('');
          }}
          onClick={() => {
            if (!open) openAt(-1);
          }}
          onKeyDown={keyDown}
          onBlur={(event) => {
            onBlur?.(event);
            setOpen(false);
            setActive(-1);
            if (typing) {
              // An exact name typed in full picks it; anything else keeps the earlier choice.
              const exact = options.find((option) => folded(option.label) === folded(text.trim()));
              if (exact) pick(exact);
              else if (text.trim() === '') pick(undefined);
              else {
                setTyping(false);
                setText(chosen?.label ?? '');
              }
            }
          }}
        />
        <ul
          ref={listRef}
          id={listId}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern's popup is a listbox; the focus stays in the input (aria-activedescendant).
          role="listbox"
          aria-label={typeof label === 'string' ? label : undefined}
          className={listboxClass}
          hidden={!open}
        >
          {shown.map((option, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: options are reached with the arrow keys from the input (aria-activedescendant), never focused themselves.
            <li
              key={option.value}
              id={optionId(index)}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the listbox above.
              role="option"
              aria-selected={option.value === value}
              data-active={index === active}
              className={optionClass}
              // Keep the focus in the input: the pick happens before it would blur.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
            >
              <span>{option.label}</span>
              {option.description ? (
                <span className={descriptionClass}>{option.description}</span>
              ) : null}
            </li>
          ))}
          {shown.length === 0 ? (
            <li className={emptyClass} role="presentation">
              {emptyLabel}
            </li>
          ) : null}
        </ul>
      </div>
    </FieldShell>
  );
}
