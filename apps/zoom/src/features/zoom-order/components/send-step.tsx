import { Banner, Button, Spinner, Stack } from '@careshop/design-system';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useProductCode } from '../../../lib/product-code';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { useWizardStore } from '../stores/wizard-store-context';

export interface SendStepProps {
  status: 'pending' | 'error' | 'success' | 'idle';
  error: unknown;
  onRetry: () => void;
  onNewOrder: () => void;
  onShowDeliveries?: () => void;
}

/** Step 4: sending, then the delivery reference, or the server's refusal with the form kept. */
export function SendStep({ status, error, onRetry, onNewOrder, onShowDeliveries }: SendStepProps) {
  const { t } = useTranslation();
  const sent = useWizardStore((state) => state.sent);
  const goTo = useWizardStore((state) => state.goTo);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const codeOf = useProductCode();

  if (sent) {
    return (
      <Stack as="section" gap="md" aria-labelledby="zoom-send-title" data-testid="zoom-sent">
        <h2 id="zoom-send-title" ref={heading} tabIndex={-1}>
          {t('zoom.send.success_title')}
        </h2>
        <Banner severity="success" live="status">
          <p>{t('zoom.result.reference', { reference: sent.reference })}</p>
          <p>{t('zoom.send.success_text')}</p>
        </Banner>
        <Stack direction="horizontal" gap="md">
          <Button onClick={onNewOrder}>{t('zoom.send.new_order')}</Button>
          {onShowDeliveries ? (
            <Button variant="secondary" onClick={onShowDeliveries}>
              {t('zoom.app.sent_deliveries')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    );
  }

  if (status === 'error') {
    const message = apiErrorMessage(error, codeOf);
    return (
      <Stack as="section" gap="md" aria-labelledby="zoom-send-title">
        <h2 id="zoom-send-title" ref={heading} tabIndex={-1}>
          {t('zoom.result.failed_title')}
        </h2>
        <Banner severity="error" live="alert">
          {t(message.key, message.params)}
        </Banner>
        <Stack direction="horizontal" gap="md" justify="between">
          <Button variant="secondary" onClick={() => goTo('summary')}>
            {t('zoom.result.back_to_summary')}
          </Button>
          <Button onClick={onRetry}>{t('zoom.result.retry')}</Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack as="section" gap="md" aria-labelledby="zoom-send-title">
      <h2 id="zoom-send-title" ref={heading} tabIndex={-1}>
        {t('zoom.steps.send')}
      </h2>
      <Spinner label={t('zoom.send.sending')} />
    </Stack>
  );
}
