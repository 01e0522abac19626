import type { HTMLAttributes, ReactNode } from 'react';
import { stack } from './stack.css';

/** Spacing steps of the theme, for gaps. */
export type SpaceStep = 'none' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Props of {@link Stack}. */
export interface StackProps extends HTMLAttributes<HTMLElement> {
  direction?: 'vertical' | 'horizontal';
  gap?: SpaceStep;
  align?: 'stretch' | 'start' | 'center' | 'end';
  justify?: 'start' | 'center' | 'end' | 'between';
  wrap?: boolean;
  as?: 'div' | 'section' | 'ul' | 'ol' | 'nav';
  children?: ReactNode;
}

/**
 * Lays children out in a row or column with a theme gap. Flex start and end are logical, so
 * horizontal stacks mirror in RTL.
 */
export function Stack({
  direction,
  gap,
  align,
  justify,
  wrap = false,
  as: Element = 'div',
  className,
  ...rest
}: StackProps) {
  const classes = stack({ direction, gap, align, justify, wrap });
  return <Element {...rest} className={className ? `${classes} ${className}` : classes} />;
}
