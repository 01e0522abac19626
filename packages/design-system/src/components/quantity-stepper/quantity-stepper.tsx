import { useEffect, useState } from 'react';
import { group, input, stepButton } from './quantity-stepper.css';

/** Props of {@link QuantityStepper}. The value is always a whole number within [min, max]. */
export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Accessible name of the number input, e.g. "Quantity of Nipple cream". */
  label: string;
  decrementLabel: string;
  incrementLabel: string;
  /** Lowest value; 0 lets the user remove a cart line (SPEC 4). */
  min?: number;
  /** Highest value, e.g. the product's max_order_amount. */
  max?: number;
  disabled?: boolean;
  id?: string;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * Minus / number / plus. Typing is free until blur or Enter, then the number is clamped, so a user
 * can clear the field and type a new amount.
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  decrementLabel,
  incrementLabel,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  disabled = false,
  id,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = () => {
    const parsed = Number.parseInt(draft, 10);
    const next = clamp(Number.isNaN(parsed) ? min : parsed, min, max);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would need a visible legend; the group role names the three controls together.
    <div role="group" aria-label={label} className={group}>
      <button
        type="button"
        className={stepButton}
        aria-label={decrementLabel}
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - 1, min, max))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        className={input}
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max === Number.MAX_SAFE_INTEGER ? undefined : max}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className={stepButton}
        aria-label={incrementLabel}
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1, min, max))}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
