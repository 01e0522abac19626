import type { ReactNode } from 'react';
import type { HeadingLevel } from '../card/card';
import {
  description as descriptionClass,
  icon as iconClass,
  root,
  title as titleClass,
} from './empty-state.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** E.g. "Your cart is empty", "No results" (SPEC 8 empty states). */
  title: ReactNode;
  description?: ReactNode;
  /** Decorative illustration; hidden from assistive technology. */
  icon?: ReactNode;
  /** E.g. a "Continue shopping" button. */
  action?: ReactNode;
  headingLevel?: HeadingLevel;
}

/** What a list or page shows when it has nothing to show. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={root}>
      {icon ? (
        <span aria-hidden="true" className={iconClass}>
          {icon}
        </span>
      ) : null}
      <Heading className={titleClass}>{title}</Heading>
      {description ? <p className={descriptionClass}>{description}</p> : null}
      {action}
    </div>
  );
}
