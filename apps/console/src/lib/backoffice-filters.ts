import type { RouteInput } from '@careshop/validation';
import type * as backofficeRoutes from '@careshop/validation/backoffice-routes';

// The query of the back office's filtered lists as the screens hold it: the contract's query of
// each route (decision 285); the client leaves empty values out and checks the rest before sending.

/** Filters of the order list and its exports (`office` and `rep` are ids), and the page. */
export type BackofficeOrderFilters = NonNullable<
  RouteInput<typeof backofficeRoutes.orders>['query']
>;

/** Filters of the product list, and the page. */
export type BackofficeProductFilters = NonNullable<
  RouteInput<typeof backofficeRoutes.products>['query']
>;

/** Filters of the audit log; `before` is the `next_before` of the previous page. */
export type BackofficeAuditFilters = NonNullable<
  RouteInput<typeof backofficeRoutes.audit>['query']
>;
