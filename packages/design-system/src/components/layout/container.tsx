import type { HTMLAttributes, ReactNode } from 'react';
import { container } from './container.css';

/** Props of {@link Container}. */
export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** `content` caps at 1180px, `wide` at 1420px (SPEC 9). */
  size?: 'content' | 'wide';
  as?: 'div' | 'main' | 'section';
  children?: ReactNode;
}

/** Centres page content and caps its width. */
export function Container({ size, as: Element = 'div', className, ...rest }: ContainerProps) {
  const classes = container({ size });
  return (
    <Element
      {...rest}
      data-size={size ?? 'content'}
      className={className ? `${classes} ${className}` : classes}
    />
  );
}
