import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/shared.css';
import { badge, wrapper } from './badge.css';

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** The number shown, e.g. the total quantity in the cart (SPEC 4: cart badge = total quantity). */
  count: number;
  /** Screen-reader text for the count, e.g. "3 items in cart"; the bubble itself is hidden. */
  label: string;
  /** Above this the bubble shows `max+`. */
  max?: number;
  /** Show the bubble for 0 too. */
  showZero?: boolean;
  /** The element the badge sits on, usually the cart IconButton. */
  children: ReactNode;
}

/** A count bubble on the end-top corner of its child. */
export function Badge({ count, label, max = 99, showZero = false, children }: BadgeProps) {
  const visible = count > 0 || showZero;
  return (
    <span className={wrapper}>
      {children}
      {visible ? (
        <>
          <span aria-hidden="true" className={badge} data-testid="badge-count">
            {count > max ? `${max}+` : count}
          </span>
          <span className={visuallyHidden}>{label}</span>
        </>
      ) : null}
    </span>
  );
}
