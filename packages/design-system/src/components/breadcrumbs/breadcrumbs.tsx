import { linkStyles } from '../link/link.css';
import { current, item, list } from './breadcrumbs.css';

/** One level of {@link Breadcrumbs}; the last one is the current page and needs no href. */
export interface BreadcrumbItem {
  label: string;
  href?: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** Accessible name of the navigation, e.g. "Breadcrumb". */
  label: string;
}

/** Where the page sits in the catalogue (home › category › product). */
export function Breadcrumbs({ items, label }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <ol className={list}>
        {items.map((entry, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${entry.label}:${entry.href ?? ''}`} className={item}>
              {last || !entry.href ? (
                <span className={current} aria-current={last ? 'page' : undefined}>
                  {entry.label}
                </span>
              ) : (
                <a href={entry.href} className={linkStyles()}>
                  {entry.label}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
