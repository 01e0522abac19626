import type { ReactNode } from 'react';
import { grow, header, slot } from './shell.css';

/** Props of {@link Header}. */
export interface HeaderProps {
  /** Logo (a link home). */
  logo: ReactNode;
  /** Main navigation; hide it on small screens and offer the Drawer instead. */
  nav?: ReactNode;
  /** Language switcher, account button, cart button with badge. */
  actions?: ReactNode;
}

/** The 85px sticky site header (SPEC 2): the page's banner landmark. */
export function Header({ logo, nav, actions }: HeaderProps) {
  return (
    <header className={header}>
      <div className={slot}>{logo}</div>
      <div className={`${slot} ${grow}`}>{nav}</div>
      <div className={slot}>{actions}</div>
    </header>
  );
}
