import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../spinner/spinner';
import { button } from './button.css';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
/** Height and padding of a button or icon button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}. Native button attributes pass through. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and ignores clicks; the label stays for context. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Icon before the label (after it in RTL, as the layout mirrors). */
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The one button of every app. `type` defaults to "button" so it never submits by accident. */
export function Button({
  variant,
  size,
  loading = false,
  fullWidth = false,
  startIcon,
  endIcon,
  type = 'button',
  className,
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const classes = button({ variant, size, fullWidth });
  return (
    <button
      {...rest}
      // Stay focusable while loading so focus is not lost; aria-disabled blocks it semantically.
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      className={className ? `${classes} ${className}` : classes}
    >
      {loading ? <Spinner label="" size="sm" decorative /> : startIcon}
      {children}
      {endIcon}
    </button>
  );
}
