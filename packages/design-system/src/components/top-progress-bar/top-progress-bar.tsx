import { bar, moving, track } from './top-progress-bar.css';

/** Props of {@link TopProgressBar}. */
export interface TopProgressBarProps {
  /** Shown while true (SPEC 2: until account initialisation completes). */
  active: boolean;
  /** Accessible name, e.g. "Loading your account". */
  label: string;
  /** 0–100 for known progress; omit for an indeterminate bar. */
  value?: number;
}

/** A thin progress bar across the top edge of the viewport. */
export function TopProgressBar({ active, label, value }: TopProgressBarProps) {
  if (!active) return null;
  const known = value !== undefined;
  const clamped = known ? Math.min(Math.max(value, 0), 100) : undefined;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={known ? 0 : undefined}
      aria-valuemax={known ? 100 : undefined}
      aria-valuenow={clamped}
      className={track}
    >
      <div
        className={known ? bar : `${bar} ${moving}`}
        style={known ? { width: `${clamped}%` } : undefined}
      />
    </div>
  );
}
