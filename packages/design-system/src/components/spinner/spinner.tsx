import { visuallyHidden } from '../../theme/shared.css';
import { spinner, wrapper } from './spinner.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Text read by screen readers, e.g. "Loading". */
  label: string;
  size?: 'sm' | 'md' | 'lg';
  /** Render only the ring, without the status role (for use inside a busy button). */
  decorative?: boolean;
}

/** An indeterminate busy indicator announced as a status. */
export function Spinner({ label, size = 'md', decorative = false }: SpinnerProps) {
  if (decorative) return <span aria-hidden="true" className={spinner({ size })} />;
  return (
    <span role="status" className={wrapper}>
      <span aria-hidden="true" className={spinner({ size })} />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
