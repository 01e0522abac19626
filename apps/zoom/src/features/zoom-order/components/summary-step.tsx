import { Banner, Button, ResponsiveImage, Stack } from '@careshop/design-system';
import type { ZoomOrderRequest } from '@careshop/validation';
import { useTranslation } from 'react-i18next';
import { productImageOf } from '../../../lib/images';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { useSendableProducts } from '../api/get-products';
import { useWizardStore } from '../stores/wizard-store-context';
import { checkDraft, consentFields, textFields } from '../stores/zoom-order-draft';

export interface SummaryStepProps {
  /** Sends the order; the wizard guards against a second send while one is under way. */
  onSend: () => void;
  sending: boolean;
}

/** The request body, field by field, with the product names next to their ids. */
export function OrderSummary({ request }: { request: ZoomOrderRequest }) {
  const { t } = useTranslation();
  const products = useSendableProducts();
  const productOf = (id: string) =>
    products.data?.find((product) => product.part_no === id || product.ctn === id);
  return (
    <Stack gap="md">
      <dl className="zoom-summary">
        {textFields.map((name) => (
          <div key={name}>
            <dt>{t(`zoom.form.${name}`)}</dt>
            <dd>{request[name]}</dd>
          </div>
        ))}
      </dl>
      <table className="zoom-table">
        <caption>{t('zoom.form.products')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cart.product')}</th>
            <th scope="col">{t('common.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {request.products.map((line) => {
            const product = productOf(line.id);
            return (
              <tr key={line.id}>
                <td>
                  <span className="zoom-product-cell">
                    {product ? (
                      <ResponsiveImage
                        {...productImageOf(product)}
                        alt=""
                        sizes="40px"
                        className="zoom-summary-thumb"
                      />
                    ) : null}
                    <span>
                      {product?.SKUName ?? line.id} ({product?.ctn ?? line.id})
                    </span>
                  </span>
                </td>
                <td>{line.quantity}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="zoom-summary">
        {consentFields.map((name) => (
          <div key={name}>
            <dt>{t(`zoom.consents.${name}`)}</dt>
            <dd>{request[name] ? t('zoom.review.given') : t('common.no')}</dd>
          </div>
        ))}
      </dl>
    </Stack>
  );
}

/** Step 3: exactly what will be sent, then send or go back to edit. */
export function SummaryStep({ onSend, sending }: SummaryStepProps) {
  const { t } = useTranslation();
  const draft = useWizardStore((state) => state.draft);
  const goTo = useWizardStore((state) => state.goTo);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const check = checkDraft(draft);
  return (
    <Stack as="section" gap="md" aria-labelledby="zoom-summary-title">
      <h2 id="zoom-summary-title" ref={heading} tabIndex={-1}>
        {t('zoom.summary.title')}
      </h2>
      {check.ok ? (
        <>
          <p>{t('zoom.review.intro')}</p>
          <OrderSummary request={check.request} />
        </>
      ) : (
        <Banner severity="error">{t('zoom.review.fix_errors')}</Banner>
      )}
      <Stack direction="horizontal" gap="md" justify="between">
        <Button variant="secondary" onClick={() => goTo('form')}>
          {t('zoom.summary.edit')}
        </Button>
        <Button onClick={onSend} loading={sending} disabled={!check.ok}>
          {t('zoom.send.button')}
        </Button>
      </Stack>
    </Stack>
  );
}
