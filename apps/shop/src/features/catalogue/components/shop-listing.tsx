import { Button, Checkbox, EmptyState, Select, Stack, TextField } from '@careshop/design-system';
import {
  applyShopQuery,
  paginate,
  type ShopProduct,
  SORT_ORDERS,
  type SortOrder,
} from '@careshop/shop-filtering';
import type { Product } from '@careshop/validation';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyArt } from '../../../components/empty-art';
import { useCatalogue } from '../hooks/use-catalogue';
import { ListingPagination } from './listing-pagination';
import { ListingSkeleton } from './listing-skeleton';
import { ProductGrid } from './product-grid';

const sortLabelKeys: Record<SortOrder, string> = {
  'price-asc': 'shop.sort.price_asc',
  'price-desc': 'shop.sort.price_desc',
  'name-asc': 'shop.sort.name_asc',
  'name-desc': 'shop.sort.name_desc',
};

interface ShopSearchParams {
  q?: string;
  sort?: SortOrder;
  filters?: string[];
  view?: 'grid' | 'list';
  page?: number;
}

/**
 * SPEC 2 shop: search, sort, filters with counts, grid/list, no results, in pages of 24 (decision
 * 249). Every choice lives in the URL search params (STYLE 6); the rules are `applyShopQuery` and
 * `paginate` of `@careshop/shop-filtering`.
 */
export function ShopListing({ eagerCards }: { eagerCards?: number } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as ShopSearchParams;
  const params = useParams({ strict: false }) as { category?: string };
  const catalogue = useCatalogue();
  const [keyword, setKeyword] = useState(search.q ?? '');
  const collator = useMemo(() => new Intl.Collator(catalogue.intlLocale), [catalogue.intlLocale]);
  const view = search.view ?? 'grid';
  // The validation schema's product carries every field shop-filtering reads.
  const shopProducts = catalogue.products as unknown as readonly (ShopProduct & Product)[];
  const result = useMemo(
    () =>
      applyShopQuery({
        products: shopProducts,
        category: params.category,
        keyword: search.q,
        checkedFilters: search.filters ?? [],
        sort: search.sort,
        collator,
      }),
    [shopProducts, params.category, search.q, search.filters, search.sort, collator],
  );
  const shown = paginate({ items: result.products, page: search.page });
  // Another search, filter or sort starts again at page 1.
  const update = (patch: Partial<ShopSearchParams>) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, page: undefined, ...patch }),
      replace: true,
    });
  // After a page link, the reader lands on the new page's count, not at the foot of the old list.
  const countRef = useRef<HTMLParagraphElement>(null);
  const shownPage = useRef(shown.page);
  useEffect(() => {
    if (shownPage.current === shown.page) return;
    shownPage.current = shown.page;
    countRef.current?.focus({ preventScroll: true });
    countRef.current?.scrollIntoView({ block: 'start' });
  }, [shown.page]);
  const today = new Date().toISOString().slice(0, 10);
  const basePath = params.category ? undefined : '/c-p';
  if (catalogue.isPending) return <ListingSkeleton />;
  return (
    <div className="shop-two-columns">
      <aside aria-label={t('shop.filters.title')}>
        <Stack gap="md">
          <search>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                update({ q: keyword.trim() || undefined });
              }}
            >
              <Stack gap="sm">
                <TextField
                  label={t('shop.search')}
                  type="search"
                  placeholder={t('shop.search_placeholder')}
                  value={keyword}
                  onChange={(event) => setKeyword(event.target.value)}
                />
                <Button type="submit" variant="secondary">
                  {t('common.search')}
                </Button>
              </Stack>
            </form>
          </search>
          <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <legend style={{ fontWeight: 700 }}>{t('shop.filters.title')}</legend>
            {result.filters.length === 0 ? (
              <p>{t('errors.empty.no_filters')}</p>
            ) : (
              <Stack gap="xs">
                {result.filters.map((filter) => (
                  <Checkbox
                    key={filter.title}
                    label={t('shop.filters.option', {
                      // A title the dictionaries know is shown translated; any other as stored.
                      title: t(`shop.filters.titles.${filter.title}`, {
                        defaultValue: filter.title,
                      }),
                      amount: filter.count,
                    })}
                    checked={filter.checked}
                    onChange={(event) => {
                      const current = new Set(search.filters ?? []);
                      if (event.target.checked) current.add(filter.title);
                      else current.delete(filter.title);
                      update({ filters: current.size > 0 ? [...current] : undefined });
                    }}
                  />
                ))}
                {(search.filters?.length ?? 0) > 0 ? (
                  <Button variant="ghost" size="sm" onClick={() => update({ filters: undefined })}>
                    {t('shop.filters.clear')}
                  </Button>
                ) : null}
              </Stack>
            )}
          </fieldset>
        </Stack>
      </aside>
      <div>
        <Stack direction="horizontal" gap="md" justify="between" align="end" wrap>
          <p aria-live="polite" style={{ margin: 0 }} ref={countRef} tabIndex={-1}>
            {t('shop.result_count', { amount: result.products.length })}
          </p>
          <Stack direction="horizontal" gap="sm" align="end" wrap>
            <Select
              label={t('shop.sort.label')}
              placeholder={t('common.select_placeholder')}
              value={search.sort ?? ''}
              options={SORT_ORDERS.map((order) => ({
                value: order,
                label: t(sortLabelKeys[order]),
              }))}
              onChange={(event) =>
                update({ sort: (event.target.value || undefined) as SortOrder | undefined })
              }
            />
            <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <legend className="shop-visually-hidden">{t('shop.view.label')}</legend>
              <Stack direction="horizontal" gap="xs" wrap>
                <Button
                  variant={view === 'grid' ? 'primary' : 'outline'}
                  aria-pressed={view === 'grid'}
                  onClick={() => update({ view: 'grid' })}
                >
                  {t('shop.view.grid')}
                </Button>
                <Button
                  variant={view === 'list' ? 'primary' : 'outline'}
                  aria-pressed={view === 'list'}
                  onClick={() => update({ view: 'list' })}
                >
                  {t('shop.view.list')}
                </Button>
              </Stack>
            </fieldset>
          </Stack>
        </Stack>
        {result.products.length === 0 ? (
          <EmptyState
            icon={<EmptyArt name="no-results" />}
            title={t('shop.no_results')}
            description={t('shop.no_results_hint')}
            headingLevel={2}
            action={
              search.q || (search.filters?.length ?? 0) > 0 ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setKeyword('');
                    update({ q: undefined, filters: undefined });
                  }}
                >
                  {t('shop.clear_all')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <ProductGrid
              products={shown.items}
              view={view}
              hrefOf={(product) =>
                `${import.meta.env.BASE_URL.replace(/\/$/, '')}${basePath ?? `/c-p/${params.category}/${product.category?.id ?? ''}`}/${product.ctn}`
              }
              currency={catalogue.currency}
              locale={catalogue.intlLocale}
              licenseApproved={catalogue.licenseApproved}
              mayOrder={catalogue.mayOrder}
              today={today}
              eagerCards={eagerCards}
            />
            <ListingPagination page={shown} />
          </>
        )}
      </div>
    </div>
  );
}
