import { Banner, Button, Card, Stack, TextField } from '@careshop/design-system';
import { orderOnBehalfRequestSchema } from '@careshop/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { serverErrorCode, serverMessage } from '../../../lib/api';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useAccountStore } from '../../../stores/account-store';
import { dispatchCart } from '../../../stores/cart-store';
import { notify } from '../../../stores/notification-store';
import { useSetOrderOnBehalf } from '../api/set-order-on-behalf';
import { setOfficeFailureMessage } from '../order-on-behalf-messages';

/**
 * SPEC 2 order on behalf: a sales rep picks a customer office by customer number. A failure
 * without a server message shows SPEC 8's "could not set this office" snackbar.
 */
export function OrderOnBehalfPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const company = useAccountStore((state) => state.company);
  const setCompany = useAccountStore((state) => state.setCompany);
  const mutation = useSetOrderOnBehalf();
  const form = useSchemaForm(orderOnBehalfRequestSchema, { cust_no: '' }, async ({ cust_no }) => {
    try {
      const answer = await mutation.mutateAsync(String(cust_no));
      if (answer.company) {
        setCompany(answer.company);
        // A new office means new limits: the cart starts again under its cap.
        dispatchCart({ type: 'reset', max_order_amount: answer.company.max_order_amount ?? -1 });
        await queryClient.invalidateQueries({ queryKey: ['cart-check'] });
      }
    } catch (error) {
      notify({
        message: setOfficeFailureMessage(serverErrorCode(error), serverMessage(error)),
        severity: 'error',
      });
    }
  });
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
      <Card>
        <form noValidate onSubmit={form.onSubmit}>
          <Stack gap="md">
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
