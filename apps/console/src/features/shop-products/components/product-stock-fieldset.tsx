import { RadioGroup, TextField } from '@careshop/design-system';
import type { BackofficeProduct } from '@careshop/validation';
import { useTranslation } from 'react-i18next';
import type { useSchemaForm } from '../../../lib/use-schema-form';

/** The stock now, and a change to it: by a delta, or set to a count. */
export function ProductStockFieldset({
  product,
  form,
}: {
  product: BackofficeProduct;
  form: Pick<ReturnType<typeof useSchemaForm>, 'text' | 'values' | 'set'>;
}) {
  const { t } = useTranslation();
  const setMode = form.values.stock_mode === 'set';
  return (
    <fieldset className="console-fieldset">
      <legend>{t('console_app.backoffice.products.stock')}</legend>
      <p className="console-muted">
        {t('console_app.backoffice.products.stock_now', {
          stock: product.stock ?? t('console_app.backoffice.products.stock_unknown'),
        })}
      </p>
      <RadioGroup
        label={t('console_app.backoffice.products.stock_mode')}
        orientation="horizontal"
        value={String(form.values.stock_mode)}
        onValueChange={(value) => form.set('stock_mode', value)}
        options={[
          { value: 'delta', label: t('console_app.backoffice.products.stock_delta') },
          { value: 'set', label: t('console_app.backoffice.products.stock_set') },
        ]}
      />
      {setMode ? (
        <TextField
          type="number"
          inputMode="numeric"
          min={0}
          label={t('console_app.backoffice.products.stock_set')}
          {...form.text('stock')}
        />
      ) : (
        <TextField
          inputMode="numeric"
          label={t('console_app.backoffice.products.stock_delta')}
          help={t('console_app.backoffice.products.delta_invalid')}
          {...form.text('stock_delta')}
        />
      )}
    </fieldset>
  );
}
