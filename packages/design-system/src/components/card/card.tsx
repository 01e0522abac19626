import { type ReactNode, useId } from 'react';
import { card, footer as footerClass, heading } from './card.css';

/** Heading levels a component may render, so pages keep a correct outline. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** Props of {@link Card}. */
export interface CardProps {
  /** Optional heading; with `as="section"` it names the region. */
  title?: ReactNode;
  headingLevel?: HeadingLevel;
  /** `section` makes a titled card a landmark region; `article` for self-contained items. */
  as?: 'div' | 'section' | 'article';
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A raised surface grouping related content. */
export function Card({
  title,
  headingLevel = 2,
  as: Element = 'div',
  footer,
  children,
  className,
}: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Element
      className={className ? `${card} ${className}` : card}
      aria-labelledby={title && Element !== 'div' ? headingId : undefined}
    >
      {title ? (
        <Heading id={headingId} className={heading}>
          {title}
        </Heading>
      ) : null}
      {children}
      {footer ? <div className={footerClass}>{footer}</div> : null}
    </Element>
  );
}
