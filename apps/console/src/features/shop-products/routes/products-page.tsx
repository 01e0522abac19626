import {
  Button,
  DataTable,
  EmptyState,
  Select,
  Spinner,
  StatusBadge,
  type StatusKind,
  TextField,
} from '@careshop/design-system';
import {
  type BackofficeProduct,
  type ProductAvailabilityState,
  productAvailabilityStates,
} from '@careshop/validation';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { CategoryField } from '../../../components/lookup-fields';
import { hasNextPage, PageNav } from '../../../components/page-nav';
import { useStaff } from '../../../lib/me';
import { formatCents } from '../../../lib/money';
import { productName } from '../../../lib/product-name';
import { shopQueries, useShopCurrency } from '../../../lib/shop-queries';

/** The badge of an availability state; the label always names it. */
const stateKinds: Record<ProductAvailabilityState, StatusKind> = {
  in_stock: 'license-approved',
  low_stock: 'license-pending',
  out_of_stock: 'license-invalid',
  not_online: 'neutral',
  download_only: 'neutral',
  available_on: 'neutral',
};

/** Products: search and filter, then open one to edit it. */
export function ProductsPage() {
  const { t, i18n } = useTranslation();
  const staff = useStaff();
  const currency = useShopCurrency(staff.organisation_id);
  const search = useSearch({ from: '/authed/shell/shop/products' });
  const navigate = useNavigate({ from: '/shop/products' });
  const [filters, setFilters] = useState({
    q: search.q ?? '',
    category: search.category ?? '',
    availability: search.availability ?? '',
  });
  const products = useQuery(shopQueries.products(search));
  const categories = useQuery(shopQueries.categories(i18n.language));
  const categoryNames = new Map(categories.data?.map((category) => [category.id, category.name]));
  const page = search.page ?? 1;
  const items = products.data?.items ?? [];
  const hasNext = hasNextPage(page, products.data);
  const availabilityLabel = (value: string) =>
    t(`console_app.backoffice.products.availabilities.${value}`, { defaultValue: value });
  const limit = (value: number | null) => value ?? t('console_app.backoffice.products.no_limit');
  return (
    <div className="console-stack">
      <div>
        <h1>{t('console_app.backoffice.products.title')}</h1>
        <p className="console-muted">{t('console_app.backoffice.products.intro')}</p>
      </div>
      <form
        noValidate
        aria-label={t('console_app.backoffice.filters')}
        className="console-stack"
        onSubmit={(event) => {
          event.preventDefault();
          const next: Record<string, string> = {};
          for (const [key, value] of Object.entries(filters))
            if (value.trim()) next[key] = value.trim();
          void navigate({ search: next });
        }}
      >
        <div className="console-form-grid console-filters">
          <TextField
            type="search"
            name="q"
            label={t('console_app.backoffice.products.query')}
            value={filters.q}
            onChange={(event) => setFilters({ ...filters, q: event.target.value })}
          />
          <CategoryField
            by="key"
            name="category"
            label={t('console_app.backoffice.products.category')}
            value={filters.category}
            onValueChange={(category) => setFilters((current) => ({ ...current, category }))}
          />
          <Select
            name="availability"
            label={t('console_app.backoffice.products.availability')}
            options={[
              { value: '', label: t('console_app.backoffice.all') },
              ...productAvailabilityStates.map((value) => ({
                value,
                label: availabilityLabel(value),
              })),
            ]}
            value={filters.availability}
            onChange={(event) => setFilters({ ...filters, availability: event.target.value })}
          />
        </div>
        <div className="console-actions">
          <Button type="submit">{t('console_app.backoffice.apply')}</Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setFilters({ q: '', category: '', availability: '' });
              void navigate({ search: {} });
            }}
          >
            {t('console_app.backoffice.clear')}
          </Button>
        </div>
      </form>
      {products.isPending ? <Spinner label={t('common.loading')} /> : null}
      {products.isError ? <LoadFailure error={products.error} /> : null}
      {products.data && items.length === 0 ? (
        <EmptyState title={t('console_app.backoffice.products.empty')} headingLevel={2} />
      ) : null}
      {items.length > 0 ? (
        <div className="console-table-wrap">
          <DataTable<BackofficeProduct>
            caption={t('console_app.backoffice.results', { count: products.data?.total ?? 0 })}
            rows={items}
            getRowKey={(row) => String(row.id)}
            emptyLabel={t('console_app.backoffice.products.empty')}
            columns={[
              {
                key: 'name',
                header: t('console_app.backoffice.products.name'),
                cell: (row) => (
                  <Link to="/shop/products/$productId" params={{ productId: row.id }}>
                    {productName(row, i18n.language)}
                  </Link>
                ),
              },
              {
                key: 'sku',
                header: t('console_app.backoffice.products.sku'),
                cell: (row) => row.sku,
              },
              {
                key: 'category',
                header: t('console_app.backoffice.products.category'),
                cell: (row) => categoryNames.get(row.category.id) ?? row.category.key,
              },
              {
                key: 'price',
                header: t('console_app.backoffice.products.price'),
                align: 'end',
                cell: (row) => formatCents(row.price_in_cents, currency, i18n.language),
              },
              {
                key: 'stock',
                header: t('console_app.backoffice.products.stock'),
                align: 'end',
                cell: (row) => row.stock ?? t('console_app.backoffice.products.stock_unknown'),
              },
              {
                key: 'max_per_order',
                header: t('console_app.backoffice.products.max_per_order'),
                align: 'end',
                cell: (row) => limit(row.max_per_order),
              },
              {
                key: 'max_per_year',
                header: t('console_app.backoffice.products.max_per_year'),
                align: 'end',
                cell: (row) => limit(row.max_per_year),
              },
              {
                key: 'availability',
                header: t('console_app.backoffice.products.availability'),
                cell: (row) => (
                  <StatusBadge
                    status={stateKinds[row.availability_state] ?? 'neutral'}
                    label={
                      row.availability_state === 'available_on' && row.available_from
                        ? `${availabilityLabel('available_on')} ${row.available_from}`
                        : availabilityLabel(row.availability_state)
                    }
                  />
                ),
              },
            ]}
          />
        </div>
      ) : null}
      {products.data ? (
        <PageNav
          page={page}
          hasNext={hasNext}
          onPage={(next) => void navigate({ search: { ...search, page: next } })}
        />
      ) : null}
    </div>
  );
}
