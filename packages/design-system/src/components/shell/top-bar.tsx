import type { ReactNode } from 'react';
import { slot, topBar } from './shell.css';

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** Start side: home link, professionals link. */
  start?: ReactNode;
  /** End side: log out when logged in. */
  end?: ReactNode;
  /** Accessible name of the bar's navigation, e.g. "Utility". */
  label: string;
}

/** The 48px utility bar above the header (SPEC 2). */
export function TopBar({ start, end, label }: TopBarProps) {
  return (
    <nav aria-label={label} className={topBar}>
      <div className={slot}>{start}</div>
      <div className={slot}>{end}</div>
    </nav>
  );
}
