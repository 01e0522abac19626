import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import type { ButtonSize, ButtonVariant } from '../button/button';
import { iconButton } from './icon-button.css';

/** Props of {@link IconButton}. */
export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** Accessible name; an icon alone names nothing (WCAG 4.1.2). */
  label: string;
  /** The icon, hidden from assistive technology. */
  icon: ReactNode;
  variant?: Exclude<ButtonVariant, 'danger'>;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing only an icon, named by `label`. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  const classes = iconButton({ variant, size });
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={rest.title ?? label}
      className={className ? `${classes} ${className}` : classes}
    >
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}
