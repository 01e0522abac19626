import { isSortOrder, type SortOrder } from '@careshop/shop-filtering';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { protectedRoute } from './layout-routes';
import { lazyPage } from './lazy-page';

/** Shop filters, sort, keyword, view and paging live in the URL (STYLE 6). */
export const shopSearchSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  sort: z
    .string()
    .refine((value): value is SortOrder => isSortOrder(value))
    .optional()
    .catch(undefined),
  filters: z
    .union([z.array(z.string().max(100)).max(50), z.string().max(100)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional()
    .catch(undefined),
  view: z.enum(['grid', 'list']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});
export type ShopSearch = z.output<typeof shopSearchSchema>;

const validateSearch = (search: Record<string, unknown>) => shopSearchSchema.parse(search);

const HomePage = lazyPage(
  () => import('../../features/catalogue/components/home-page'),
  'HomePage',
);
const ShopPage = lazyPage(
  () => import('../../features/catalogue/components/shop-page'),
  'ShopPage',
);
const ProductPage = lazyPage(
  () => import('../../features/catalogue/components/product-page'),
  'ProductPage',
);

export const homeRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/',
  validateSearch,
  component: HomePage,
});

export const shopRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/c-p',
  validateSearch,
  component: ShopPage,
});

export const shopCategoryRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/c-p/$category/$id',
  validateSearch,
  component: ShopPage,
});

export const categoryRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/$category/$id',
  validateSearch,
  component: ShopPage,
});

export const productRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/$ctn',
  component: ProductPage,
});

export const shopProductRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/c-p/$ctn',
  component: ProductPage,
});

export const categoryProductRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/c-p/$category/$id/$ctn',
  component: ProductPage,
});
