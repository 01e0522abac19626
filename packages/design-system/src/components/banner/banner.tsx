import type { ReactNode } from 'react';
import { banner, content, title as titleClass } from './banner.css';

/** Props of {@link Banner}. */
export interface BannerProps {
  severity?: 'info' | 'warning' | 'error' | 'success';
  title?: ReactNode;
  children: ReactNode;
  /** E.g. a "choose a customer" link on the sales-rep banner. */
  action?: ReactNode;
  /**
   * `status` (default) is read politely when it appears; `alert` interrupts, for banners caused by
   * the user's last action; `none` for banners that are simply part of the page.
   */
  live?: 'status' | 'alert' | 'none';
}

/**
 * A full-width message above the content: waiting for approval, new order next year, sales-rep
 * banner (SPEC 2). Colour is never the only signal: the text says what happened.
 */
export function Banner({ severity, title, children, action, live = 'status' }: BannerProps) {
  return (
    <div
      role={live === 'none' ? undefined : live}
      className={banner({ severity })}
      data-severity={severity ?? 'info'}
    >
      <div className={content}>
        {title ? <strong className={titleClass}>{title}</strong> : null}
        {children}
      </div>
      {action}
    </div>
  );
}
