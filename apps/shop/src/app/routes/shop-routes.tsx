import { isSortOrder, type SortOrder } from '@careshop/shop-filtering';
import type { QueryClient } from '@tanstack/react-query';
import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { protectedRoute } from './layout-routes';
import { lazyFirstScreenPage, lazyPage } from './lazy-page';
import { ensureCatalogue, ensureHomeCatalogue } from './route-loaders';

/** Shop filters, sort, keyword, view and paging live in the URL (STYLE 6). */
// zod/mini: the route tree is part of the first download (decision 242).
export const shopSearchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(100))), undefined),
  sort: z.catch(
    z.optional(z.string().check(z.refine((value): value is SortOrder => isSortOrder(value)))),
    undefined,
  ),
  filters: z.catch(
    z.optional(
      z.pipe(
        z.union([
          z.array(z.string().check(z.maxLength(100))).check(z.maxLength(50)),
          z.string().check(z.maxLength(100)),
        ]),
        z.transform((value) => (Array.isArray(value) ? value : [value])),
      ),
    ),
    undefined,
  ),
  view: z.catch(z.optional(z.enum(['grid', 'list'])), undefined),
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))), undefined),
});
export type ShopSearch = z.output<typeof shopSearchSchema>;

const validateSearch = (search: Record<string, unknown>) => shopSearchSchema.parse(search);

/** Products and categories load with the page's chunk (app/routes/route-loaders.ts). */
const loader = ({ context }: { context: { queryClient: QueryClient } }) =>
  ensureCatalogue(context.queryClient);

const HomePage = lazyFirstScreenPage(
  () => import('../../features/catalogue/components/home-page'),
  'HomePage',
);
const ShopPage = lazyFirstScreenPage(
  () => import('../../features/catalogue/components/shop-page'),
  'ShopPage',
);
const ProductPage = lazyFirstScreenPage(
  () => import('../../features/catalogue/components/product-page'),
  'ProductPage',
);

const QuickOrderPage = lazyPage(
  () => import('../../features/quick-order/components/quick-order-page'),
  'QuickOrderPage',
);

export const homeRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/',
  validateSearch,
  loader: ({ context }) => ensureHomeCatalogue(context.queryClient),
  component: HomePage,
});

export const shopRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/c-p',
  validateSearch,
  loader,
  component: ShopPage,
});

export const shopCategoryRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/c-p/$category/$id',
  validateSearch,
  loader,
  component: ShopPage,
});

export const categoryRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/$category/$id',
  validateSearch,
  loader,
  component: ShopPage,
});

export const productRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/$ctn',
  loader,
  component: ProductPage,
});

export const shopProductRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/c-p/$ctn',
  loader,
  component: ProductPage,
});

export const categoryProductRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/c-p/$category/$id/$ctn',
  loader,
  component: ProductPage,
});

/** Quick order (decision 244): codes and quantities, matched in the catalogue it loads. */
export const quickOrderRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/quick-order',
  loader,
  component: QuickOrderPage,
});
