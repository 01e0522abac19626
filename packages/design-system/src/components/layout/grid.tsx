import type { HTMLAttributes, ReactNode } from 'react';
import { grid } from './grid.css';
import type { SpaceStep } from './stack';

/** Props of {@link Grid}. */
export interface GridProps extends HTMLAttributes<HTMLElement> {
  /**
   * Narrowest a column may get (CSS length); as many columns as fit, so the product grid goes
   * from one column at 360px to several on a desktop without breakpoints.
   */
  minItemWidth?: string;
  /** A fixed number of columns instead. */
  columns?: number;
  gap?: SpaceStep;
  as?: 'div' | 'ul' | 'ol' | 'section';
  children?: ReactNode;
}

/** A responsive grid of equal columns. */
export function Grid({
  minItemWidth = '240px',
  columns,
  gap,
  as: Element = 'div',
  className,
  style,
  ...rest
}: GridProps) {
  const classes = grid({ gap });
  const template = columns
    ? `repeat(${columns}, minmax(0, 1fr))`
    : `repeat(auto-fill, minmax(min(${minItemWidth}, 100%), 1fr))`;
  return (
    <Element
      {...rest}
      className={className ? `${classes} ${className}` : classes}
      style={{ gridTemplateColumns: template, ...style }}
    />
  );
}
