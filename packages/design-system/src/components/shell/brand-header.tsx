import type { ReactNode } from 'react';
import {
  LanguageSwitcher,
  type LanguageSwitcherProps,
} from '../language-switcher/language-switcher';
import { BrandLogo, type BrandProduct } from './brand-logo';
import { Header } from './header';
import { brandLink, navLink, navList, wideOnly } from './shell.css';

/** One link of the brand chrome's nav or footer. */
export interface ShellLink {
  key: string;
  label: string;
  href: string;
  /**
   * Outside the app's router: another app on the origin (Zoom! Delivered, the shop from Zoom!) or
   * another site. Rendered as a plain anchor.
   */
  external?: boolean;
  /** Opens in a new tab and says so to screen readers (SPEC 2 outbound links). */
  newTab?: boolean;
}

/** Renders an in-app link with the app's router; a plain anchor when the app passes none. */
export type RenderLink = (link: {
  href: string;
  className: string;
  children: ReactNode;
}) => ReactNode;

export const plainLink: RenderLink = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** Props of {@link BrandHeader}. */
export interface BrandHeaderProps {
  product?: BrandProduct;
  /** Where the logo leads; its accessible name is the wordmark. */
  homeHref: string;
  /** Accessible name of the main nav. */
  navLabel: string;
  links: readonly ShellLink[];
  /** The header's language switcher (hidden below 900px: the footer has one). */
  language?: Omit<LanguageSwitcherProps, 'showLabel'>;
  /** Before the logo: the app's small-screen menu button. */
  start?: ReactNode;
  /** After the logo: an environment badge. */
  afterLogo?: ReactNode;
  /** Account, cart, log out. */
  actions?: ReactNode;
  renderLink?: RenderLink;
}

/**
 * The brand's sticky header for every customer-facing app (decision 251): logo, main nav and
 * language switcher from the design system, the app's own buttons beside them, so the shop and
 * Zoom! Delivered look like one site.
 */
export function BrandHeader({
  product = 'careshop',
  homeHref,
  navLabel,
  links,
  language,
  start,
  afterLogo,
  actions,
  renderLink = plainLink,
}: BrandHeaderProps) {
  return (
    <Header
      logo={
        <>
          {start}
          {renderLink({
            href: homeHref,
            className: brandLink,
            children: <BrandLogo product={product} />,
          })}
          {afterLogo}
        </>
      }
      nav={
        links.length > 0 ? (
          <span className={wideOnly}>
            <nav aria-label={navLabel}>
              <ul className={navList}>
                {links.map((link) => (
                  <li key={link.key}>
                    {link.external
                      ? plainLink({ href: link.href, className: navLink, children: link.label })
                      : renderLink({ href: link.href, className: navLink, children: link.label })}
                  </li>
                ))}
              </ul>
            </nav>
          </span>
        ) : null
      }
      actions={
        <>
          {language ? (
            <span className={wideOnly}>
              <LanguageSwitcher {...language} />
            </span>
          ) : null}
          {actions}
        </>
      }
    />
  );
}
