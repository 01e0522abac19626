import { Button, TextField } from '@careshop/design-system';
import { useTranslation } from 'react-i18next';

/** One product of a bundle as typed: its part number and quantity. */
export type BundleRow = { part_no: string; quantity: string };

/** The products a bundle holds, each with its quantity; a product that is none can become one. */
export function ProductBundleFieldset({
  isBundle,
  bundle,
  setBundle,
  bundleError,
}: {
  isBundle: boolean;
  bundle: BundleRow[];
  setBundle: (rows: BundleRow[]) => void;
  bundleError: string | null;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="console-fieldset">
      <legend>{t('console_app.backoffice.products.bundle')}</legend>
      {isBundle || bundle.length > 0 ? (
        <>
          <p className="console-muted">{t('console_app.backoffice.products.bundle_hint')}</p>
          {bundle.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved
            <div key={index} className="console-actions">
              <TextField
                label={`${t('console_app.backoffice.products.bundle_product')} ${index + 1}`}
                value={row.part_no}
                onChange={(event) =>
                  setBundle(
                    bundle.map((item, i) =>
                      i === index ? { ...item, part_no: event.target.value } : item,
                    ),
                  )
                }
              />
              <TextField
                type="number"
                min={1}
                label={`${t('console_app.backoffice.products.bundle_quantity')} ${index + 1}`}
                value={row.quantity}
                onChange={(event) =>
                  setBundle(
                    bundle.map((item, i) =>
                      i === index ? { ...item, quantity: event.target.value } : item,
                    ),
                  )
                }
              />
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => setBundle(bundle.filter((_, i) => i !== index))}
              >
                {t('console_app.backoffice.products.bundle_remove')}
                <span className="console-sr-only"> {index + 1}</span>
              </Button>
            </div>
          ))}
          {bundleError ? <p className="console-field-error">{bundleError}</p> : null}
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setBundle([...bundle, { part_no: '', quantity: '1' }])}
            >
              {t('console_app.backoffice.products.bundle_add')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="console-muted">{t('console_app.backoffice.products.not_a_bundle')}</p>
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setBundle([{ part_no: '', quantity: '1' }])}
            >
              {t('console_app.backoffice.products.bundle_add')}
            </Button>
          </div>
        </>
      )}
    </fieldset>
  );
}
