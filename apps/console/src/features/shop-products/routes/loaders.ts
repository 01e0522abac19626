import { useLanguageStore } from '../../../lib/language-store';
import { type ScreenContext, settle } from '../../../lib/screen-data';
import { shopQueries } from '../../../lib/shop-queries';
import type { ShopProductsSearch } from '../../../lib/shop-search-params';
import { productQuery } from '../api/product';

/** The searched products, the categories that name them, and the organisations' currency. */
export async function loadProducts({ queryClient }: ScreenContext, search: ShopProductsSearch) {
  const language = useLanguageStore.getState().language;
  await settle([
    queryClient.ensureQueryData(shopQueries.products(search)),
    queryClient.ensureQueryData(shopQueries.categories(language)),
    queryClient.ensureQueryData(shopQueries.organisations()),
  ]);
}

/** One product, and the organisations' currency its prices are typed in. */
export async function loadProduct({ queryClient }: ScreenContext, productId: number) {
  await settle([
    queryClient.ensureQueryData(productQuery(productId)),
    queryClient.ensureQueryData(shopQueries.organisations()),
  ]);
}
