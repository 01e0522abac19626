/**
 * Every page path of the shop, as TanStack Router's full paths (`$name` is one segment). The API
 * answers HTTP 200 for a path that matches one and 404 (with the same index.html, so the shop
 * shows its 404 page) for any other (issue 15, decision 239). The build writes this list to
 * `dist/routes.json` for the server; `route-paths.test.ts` checks it against the router.
 */
export const shopRoutePaths = [
  '/',
  '/$ctn',
  '/approvals',
  '/approvals/$requestId',
  '/$category/$id',
  '/c-p',
  '/c-p/$ctn',
  '/c-p/$category/$id',
  '/c-p/$category/$id/$ctn',
  '/cart',
  '/colleagues',
  '/contact',
  '/faq',
  '/faq/$subject',
  '/forgot',
  '/login',
  '/order-confirmation/$orderId',
  '/order-on-behalf',
  '/payment-canceled',
  '/payment-completed',
  '/profile',
  '/profile/addresses',
  '/profile/my-account',
  '/profile/my-orders',
  '/profile/my-orders/$orderId',
  '/profile/saved-carts',
  '/quick-order',
  '/register',
  '/reset-password',
  '/thanks',
  '/webinar',
  '/webinar-confirmed',
] as const;
