import type { AnchorHTMLAttributes, Ref } from 'react';
import { visuallyHidden } from '../../theme/shared.css';
import { linkStyles } from './link.css';

/** Props of {@link Link}. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Opens in a new tab (outbound links of SPEC 2) and tells screen-reader users so. */
  external?: boolean;
  /** Hidden hint appended for external links; pass the translated text. */
  externalLabel?: string;
  /** `inherit` takes the surrounding text colour (footer, top bar). */
  tone?: 'primary' | 'inherit';
  ref?: Ref<HTMLAnchorElement>;
}

/** A styled anchor. For in-app navigation apps pass `linkStyles()` to their router link. */
export function Link({
  external = false,
  externalLabel = '(opens in a new tab)',
  tone,
  className,
  children,
  ...rest
}: LinkProps) {
  const classes = linkStyles({ tone });
  return (
    <a
      {...rest}
      className={className ? `${classes} ${className}` : classes}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external ? (
        <>
          {' '}
          <span className={visuallyHidden}>{externalLabel}</span>
        </>
      ) : null}
    </a>
  );
}
