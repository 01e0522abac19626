import type { AnyRouter } from '@tanstack/react-router';

// The page's fade-in (app.css `.shop-page-enter`) plays when the user goes from one page to
// another, not on the first page of a visit: that page replaces the blank start screen, and a
// page that starts transparent is not painted for the user, or for Largest Contentful Paint,
// until its fade has run (issue 15, Lighthouse on /login, / and a product page).

let navigated = false;

/** Notes the first navigation away from the page the visit started on. */
export function trackPageChanges(router: AnyRouter): () => void {
  return router.subscribe('onBeforeNavigate', (event) => {
    if (event.fromLocation && event.pathChanged) navigated = true;
  });
}

/** The class of a page's box: with the fade-in once the user has moved between pages. */
export function pageClassName(extra?: string): string {
  return [extra, 'shop-page', navigated ? 'shop-page-enter' : null].filter(Boolean).join(' ');
}
