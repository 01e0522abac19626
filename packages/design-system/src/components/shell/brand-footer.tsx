import type { ReactNode } from 'react';
import {
  LanguageSwitcher,
  type LanguageSwitcherProps,
} from '../language-switcher/language-switcher';
import { Link } from '../link/link';
import { plainLink, type RenderLink, type ShellLink } from './brand-header';
import { BrandLogo, type BrandProduct } from './brand-logo';
import { Footer } from './footer';
import { brandLink, footerLink, footerList } from './shell.css';

/** Props of {@link BrandFooter}. */
export interface BrandFooterProps {
  product?: BrandProduct;
  homeHref: string;
  /** Link columns (SPEC 2: contact, FAQ, terms, privacy; marketing, about). */
  columns: readonly (readonly ShellLink[])[];
  /** Hidden hint after a link that opens a new tab, translated. */
  newTabLabel: string;
  /** The language column (SPEC 2: only with more than one locale; the switcher checks). */
  language?: Omit<LanguageSwitcherProps, 'showLabel'>;
  /** The copyright line with the current year. */
  copyright: ReactNode;
  renderLink?: RenderLink;
}

/**
 * The brand's footer for every customer-facing app (decision 251): the logo, the link columns and
 * the language column of SPEC 2, so the shop and Zoom! Delivered end the same way.
 */
export function BrandFooter({
  product = 'careshop',
  homeHref,
  columns,
  newTabLabel,
  language,
  copyright,
  renderLink = plainLink,
}: BrandFooterProps) {
  return (
    <Footer copyright={copyright}>
      <div>
        {renderLink({
          href: homeHref,
          className: brandLink,
          children: <BrandLogo product={product} />,
        })}
      </div>
      {columns
        .filter((column) => column.length > 0)
        .map((column) => (
          <ul key={column[0]?.key} className={footerList}>
            {column.map((link) => (
              <li key={link.key}>
                {link.newTab ? (
                  <Link href={link.href} external externalLabel={newTabLabel} tone="inherit">
                    {link.label}
                  </Link>
                ) : link.external ? (
                  plainLink({ href: link.href, className: footerLink, children: link.label })
                ) : (
                  renderLink({ href: link.href, className: footerLink, children: link.label })
                )}
              </li>
            ))}
          </ul>
        ))}
      {language && language.languages.length > 1 ? (
        <div>
          <LanguageSwitcher {...language} showLabel />
        </div>
      ) : null}
    </Footer>
  );
}
