import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

/**
 * Design-system components render plain anchors (ProductCard's name link). Clicks on same-app
 * links inside the element are turned into router navigations, so they do not reload the page.
 */
export function useInternalLinks() {
  const navigate = useNavigate();
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || anchor.target === '_blank' || anchor.origin !== window.location.origin) return;
    const path = anchor.pathname;
    if (base && !path.startsWith(base)) return;
    event.preventDefault();
    void navigate({ href: `${path.slice(base.length) || '/'}${anchor.search}` });
  };
}
