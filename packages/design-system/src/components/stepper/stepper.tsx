import { visuallyHidden } from '../../theme/shared.css';
import { item, label as labelClass, list, marker, stepButton } from './stepper.css';

/** One step of a {@link Stepper}. */
export interface StepperStep {
  id: string;
  label: string;
}

/** Props of {@link Stepper}. */
export interface StepperProps {
  /** The steps in order, e.g. cart, address, shipping, payment (SPEC 2). */
  steps: readonly StepperStep[];
  /** Index of the current step. */
  activeIndex: number;
  /** Accessible name of the navigation, e.g. "Checkout steps". */
  label: string;
  /** Hidden text after a completed step's label, e.g. "completed". */
  completedLabel?: string;
  /** When set, completed steps become buttons that go back to them (cart action "step set"). */
  onStepSelect?: (index: number) => void;
}

type StepState = 'complete' | 'current' | 'upcoming';

/** Progress through an ordered flow; the current step has aria-current="step". */
export function Stepper({
  steps,
  activeIndex,
  label,
  completedLabel = 'completed',
  onStepSelect,
}: StepperProps) {
  return (
    <nav aria-label={label}>
      <ol className={list}>
        {steps.map((step, index) => {
          const state: StepState =
            index < activeIndex ? 'complete' : index === activeIndex ? 'current' : 'upcoming';
          const content = (
            <>
              <span aria-hidden="true" className={marker({ state })}>
                {state === 'complete' ? '✓' : index + 1}
              </span>
              <span className={labelClass({ state })}>{step.label}</span>
              {state === 'complete' ? (
                <span className={visuallyHidden}> {completedLabel}</span>
              ) : null}
            </>
          );
          return (
            <li
              key={step.id}
              className={item}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'complete' && onStepSelect ? (
                <button type="button" className={stepButton} onClick={() => onStepSelect(index)}>
                  {content}
                </button>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
