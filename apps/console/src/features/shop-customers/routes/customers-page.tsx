import { Button, DataTable, EmptyState, Spinner, TextField } from '@careshop/design-system';
import type { BackofficeOfficeSummary } from '@careshop/validation';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { shopQueries } from '../../../lib/shop-queries';

/** Customers and offices: search by customer number, name or e-mail; open an office. */
export function CustomersPage() {
  const { t } = useTranslation();
  const search = useSearch({ from: '/authed/shell/shop/customers' });
  const navigate = useNavigate({ from: '/shop/customers' });
  const [q, setQ] = useState(search.q ?? '');
  const query = search.q ?? '';
  const customers = useQuery({
    ...shopQueries.customers({ q: query }),
    enabled: query.length >= 2,
  });

  return (
    <div className="console-stack">
      <div>
        <h1>{t('console_app.backoffice.customers.title')}</h1>
        <p className="console-muted">{t('console_app.backoffice.customers.intro')}</p>
      </div>
      <form
        aria-label={t('console_app.backoffice.search')}
        className="console-actions console-filters"
        onSubmit={(event) => {
          event.preventDefault();
          void navigate({ search: q.trim() ? { q: q.trim() } : {} });
        }}
      >
        <TextField
          type="search"
          name="q"
          label={t('console_app.backoffice.customers.query')}
          help={t('console_app.backoffice.customers.hint')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <Button type="submit">{t('console_app.backoffice.search')}</Button>
      </form>
      {customers.isFetching ? <Spinner label={t('common.loading')} /> : null}
      {customers.isError ? <LoadFailure error={customers.error} /> : null}
      {customers.data && customers.data.items.length === 0 ? (
        <EmptyState
          title={t('console_app.backoffice.customers.empty', { q: query })}
          headingLevel={2}
        />
      ) : null}
      {customers.data && customers.data.items.length > 0 ? (
        <div className="console-table-wrap">
          <DataTable<BackofficeOfficeSummary>
            caption={t('console_app.backoffice.results', { count: customers.data.total })}
            rows={customers.data.items}
            getRowKey={(row) => String(row.id)}
            emptyLabel={t('console_app.backoffice.none')}
            columns={[
              {
                key: 'cust_no',
                header: t('console_app.backoffice.licences.customer_number'),
                cell: (row) => (
                  <Link to="/shop/offices/$officeId" params={{ officeId: row.id }}>
                    {row.cust_no}
                  </Link>
                ),
              },
              {
                key: 'company',
                header: t('console_app.backoffice.licences.company'),
                cell: (row) => row.company_name,
              },
              {
                key: 'city',
                header: t('console_app.backoffice.customers.city'),
                cell: (row) => [row.postalcode, row.city].filter(Boolean).join(' ') || '—',
              },
              {
                key: 'accounts',
                header: t('console_app.backoffice.customers.accounts'),
                cell: (row) =>
                  row.accounts && row.accounts.length > 0 ? (
                    <ul className="console-list">
                      {row.accounts.map((account) => (
                        <li key={account.id}>
                          {[account.firstName, account.lastName].filter(Boolean).join(' ')}{' '}
                          {account.email}
                          {' · '}
                          {t(
                            `console_app.backoffice.customers.licence_states.${account.license_valid}`,
                          )}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
        </div>
      ) : null}
    </div>
  );
}
