import { useEffect } from 'react';

/** The site name after each page's own name in the browser's tab (issue 15). */
export const SITE_NAME = 'Careshop';

/** "<page's h1> · Careshop", or the site name alone when the page has no h1 yet. */
export function documentTitleOf(heading: string | null | undefined): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text ? `${text} · ${SITE_NAME}` : SITE_NAME;
}

/**
 * Keeps `document.title` equal to the current page's h1 (every page has exactly one, in the
 * chosen language), so each route has its own title without each page setting it (issue 15).
 * Updated at most once per frame when the page's content changes.
 */
export function useDocumentTitle(): void {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = documentTitleOf(document.querySelector('h1')?.textContent);
      if (document.title !== next) document.title = next;
    };
    update();
    const observer = new MutationObserver(() => {
      if (frame === 0) frame = requestAnimationFrame(update);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);
}
