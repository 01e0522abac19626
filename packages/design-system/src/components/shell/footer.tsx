import type { ReactNode } from 'react';
import { copyright as copyrightClass, footer, footerColumns } from './shell.css';

/** Props of {@link Footer}. */
export interface FooterProps {
  /** Link columns: contact, FAQ, terms, privacy, marketing, about, languages (SPEC 2). */
  children?: ReactNode;
  /** The copyright line; the app adds the current year (the design system reads no clock). */
  copyright: ReactNode;
}

/** The site footer: the page's contentinfo landmark. */
export function Footer({ children, copyright }: FooterProps) {
  return (
    <footer className={footer}>
      {children ? <div className={footerColumns}>{children}</div> : null}
      <p className={copyrightClass}>{copyright}</p>
    </footer>
  );
}
