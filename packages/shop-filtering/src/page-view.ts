/** Separator between the segments of an ordinary page's key (docs/decisions/023). */
export const PAGE_VIEW_SEPARATOR = '/';

/** The key of the home page view. */
export const HOME_PAGE_VIEW_KEY = 'HOME';

/** What page-view tracking records for a path (SPEC 2 "Layout": page-view tracking). */
export type PageView =
  | { readonly kind: 'home'; readonly key: typeof HOME_PAGE_VIEW_KEY }
  /** A category listing, `/c-p/{category}/{id}`; `key` is the category segment. */
  | { readonly kind: 'category'; readonly key: string }
  /** A product page under `/c-p`; `key` is the product (ctn) segment. */
  | { readonly kind: 'product'; readonly key: string }
  /** Any other page; `key` is its segments joined with {@link PAGE_VIEW_SEPARATOR}. */
  | { readonly kind: 'page'; readonly key: string };

const SHOP_SEGMENT = 'c-p';

/**
 * The page view of an app path (relative to the app's base path). Query string and hash are
 * ignored, as are empty segments (so trailing and doubled slashes); segments are not decoded.
 * `/` is HOME; `/c-p/{category}/{id}` a category view keyed by `{category}`; any other path
 * under `/c-p/` a product view keyed by its last segment; `/c-p` itself and every other path an
 * ordinary page keyed by its joined segments (docs/decisions/023).
 */
export function pageViewOf(path: string): PageView {
  const pathname = path.replace(/[?#].*$/s, '');
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return { kind: 'home', key: HOME_PAGE_VIEW_KEY };
  if (segments[0] === SHOP_SEGMENT && segments.length > 1) {
    if (segments.length === 3) return { kind: 'category', key: segments[1] as string };
    return { kind: 'product', key: segments.at(-1) as string };
  }
  return { kind: 'page', key: segments.join(PAGE_VIEW_SEPARATOR) };
}

/**
 * The string form of a page view, as sent to tracking: `HOME`, `category:{key}`,
 * `product:{key}`, or the page key itself.
 */
export function pageViewToString(view: PageView): string {
  switch (view.kind) {
    case 'home':
    case 'page':
      return view.key;
    case 'category':
    case 'product':
      return `${view.kind}:${view.key}`;
  }
}

/** Shorthand for `pageViewToString(pageViewOf(path))`. */
export function pageViewName(path: string): string {
  return pageViewToString(pageViewOf(path));
}
