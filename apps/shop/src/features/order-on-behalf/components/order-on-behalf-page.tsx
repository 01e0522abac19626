import { Banner, Button, Card, Spinner, Stack, TextField } from '@careshop/design-system';
import { useSchemaForm } from '@careshop/schema-form';
import { orderOnBehalfRequestSchema } from '@careshop/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { serverErrorCode, serverMessage } from '../../../lib/api';
import { useAccountStore } from '../../../stores/account-store';
import { dispatchCart } from '../../../stores/cart-store';
import { notify } from '../../../stores/notification-store';
import { useRecentRepOffices, useRepOfficeSearch } from '../api/rep-offices';
import { useSetOrderOnBehalf } from '../api/set-order-on-behalf';
import { setOfficeFailureMessage } from '../order-on-behalf-messages';
import { OfficeList } from './office-list';

/**
 * SPEC 2 order on behalf: a sales rep picks a customer office from the offices found by name,
 * city or customer number, from the recent ones (decision 232), or by typing its customer
 * number. A failure without a server message shows SPEC 8's "could not set this office" snackbar.
 */
export function OrderOnBehalfPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const company = useAccountStore((state) => state.company);
  const setCompany = useAccountStore((state) => state.setCompany);
  const mutation = useSetOrderOnBehalf();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const found = useRepOfficeSearch(query);
  const recent = useRecentRepOffices();

  const choose = async (custNo: string) => {
    try {
      const answer = await mutation.mutateAsync(custNo);
      if (answer.company) {
        setCompany(answer.company);
        // A new office means new limits: the cart starts again under its cap.
        dispatchCart({ type: 'reset', max_order_amount: answer.company.max_order_amount ?? -1 });
        await queryClient.invalidateQueries({ queryKey: ['cart-check'] });
        await queryClient.invalidateQueries({ queryKey: ['rep-offices', 'recent'] });
      }
    } catch (error) {
      notify({
        message: setOfficeFailureMessage(serverErrorCode(error), serverMessage(error)),
        severity: 'error',
      });
    }
  };
  const form = useSchemaForm(orderOnBehalfRequestSchema, { cust_no: '' }, ({ cust_no }) =>
    choose(String(cust_no)),
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
  };
  const choosing = mutation.isPending ? mutation.variables : undefined;
  const tooShort = query !== '' && query.length < 2;
  return (
    <PageSection title={t('order_on_behalf.title')} intro={t('order_on_behalf.intro')}>
      {company ? (
        <Banner
          severity="success"
          live="status"
          action={
            <Button onClick={() => void navigate({ to: '/c-p' })}>
              {t('order_on_behalf.to_shop')}
            </Button>
          }
        >
          {t('order_on_behalf.selected', { company: company.company_name ?? company.cust_no })}
        </Banner>
      ) : null}
      <div className="shop-form-grid">
        <Card>
          <Stack gap="md">
            <h2 style={{ margin: 0, fontSize: '1.125rem' }}>{t('order_on_behalf.find.title')}</h2>
            <form noValidate onSubmit={search} aria-label={t('order_on_behalf.find.title')}>
              <Stack gap="sm">
                <TextField
                  type="search"
                  name="office_query"
                  label={t('order_on_behalf.find.label')}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  error={tooShort ? t('validation.too_short', { min: 2 }) : undefined}
                />
                <Button type="submit" loading={found.isFetching}>
                  {t('order_on_behalf.find.submit')}
                </Button>
              </Stack>
            </form>
            {found.data ? (
              found.data.items.length > 0 ? (
                <section aria-label={t('order_on_behalf.find.results')}>
                  <OfficeList
                    offices={found.data.items}
                    onChoose={(office) => void choose(office.cust_no)}
                    choosing={choosing}
                    testId="office-search-results"
                  />
                </section>
              ) : (
                <p role="status">{t('order_on_behalf.find.none')}</p>
              )
            ) : null}
            {found.isError ? <p role="alert">{t('errors.general_error')}</p> : null}
          </Stack>
        </Card>
        <Card>
          <Stack gap="md">
            <h2 style={{ margin: 0, fontSize: '1.125rem' }}>{t('order_on_behalf.recent.title')}</h2>
            {recent.isPending ? <Spinner label={t('common.loading')} /> : null}
            {recent.data && recent.data.items.length > 0 ? (
              <OfficeList
                offices={recent.data.items}
                onChoose={(office) => void choose(office.cust_no)}
                choosing={choosing}
                testId="recent-offices"
              />
            ) : null}
            {recent.data?.items.length === 0 ? <p>{t('order_on_behalf.recent.none')}</p> : null}
          </Stack>
        </Card>
      </div>
      <Card>
        <form noValidate onSubmit={form.onSubmit}>
          <Stack gap="md">
            <h2 style={{ margin: 0, fontSize: '1.125rem' }}>{t('order_on_behalf.by_number')}</h2>
            <TextField
              label={t('order_on_behalf.customer_number')}
              inputMode="numeric"
              required
              {...form.text('cust_no')}
            />
            <Button type="submit" loading={form.submitting}>
              {t('order_on_behalf.submit')}
            </Button>
          </Stack>
        </form>
      </Card>
    </PageSection>
  );
}
