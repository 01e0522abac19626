import { Button, QuantityStepper, ResponsiveImage, Select, Stack } from '@careshop/design-system';
import { fieldLimits, type Product } from '@careshop/validation';
import { useTranslation } from 'react-i18next';
import { productImageOf } from '../../../lib/images';
import { useWizardStore } from '../stores/wizard-store-context';
import { fieldInputId, type ProductLineDraft } from '../stores/zoom-order-draft';

/** Most units of a product one line may ask for: the schema's cap, stock and per-order maximum. */
export function lineMaximum(product: Product | undefined): number {
  const limits = [fieldLimits.zoomQuantity, product?.stock, product?.max_order_amount];
  return Math.max(1, Math.min(...limits.filter((limit): limit is number => limit != null)));
}

export interface ProductLinesProps {
  lines: readonly ProductLineDraft[];
  products: readonly Product[];
  errorText: (path: string) => string | undefined;
}

/** The products with quantities, chosen from the catalogue (SPEC 3, SPEC 5 product required). */
export function ProductLines({ lines, products, errorText }: ProductLinesProps) {
  const { t } = useTranslation();
  const setLine = useWizardStore((state) => state.setLine);
  const addLine = useWizardStore((state) => state.addLine);
  const removeLine = useWizardStore((state) => state.removeLine);
  const options = products.map((product) => ({
    value: product.part_no,
    label: `${product.SKUName} (${product.ctn})`,
  }));
  return (
    <Stack gap="md">
      {lines.map((line, index) => {
        const number = String(index + 1);
        const product = products.find((candidate) => candidate.part_no === line.id);
        const max = lineMaximum(product);
        const quantityError = errorText(`products.${index}.quantity`);
        return (
          // Lines have no id of their own; their position is what the errors name.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Stack key={index} direction="horizontal" gap="md" align="end" wrap>
            {product ? (
              <ResponsiveImage
                {...productImageOf(product)}
                alt=""
                sizes="56px"
                className="zoom-line-thumb"
              />
            ) : (
              <span className="zoom-line-thumb" />
            )}
            <Select
              id={fieldInputId(`products.${index}.id`)}
              label={t('zoom.lines.product', { number })}
              placeholder={t('zoom.form.choose_product')}
              options={options}
              value={line.id}
              required
              error={errorText(`products.${index}.id`)}
              onChange={(event) => {
                const chosen = products.find((p) => p.part_no === event.target.value);
                setLine(index, {
                  id: event.target.value,
                  quantity: Math.min(line.quantity, lineMaximum(chosen)),
                });
              }}
            />
            <div>
              <QuantityStepper
                id={fieldInputId(`products.${index}.quantity`)}
                label={t('zoom.lines.quantity', { number })}
                decrementLabel={t('zoom.lines.decrease', { number })}
                incrementLabel={t('zoom.lines.increase', { number })}
                min={1}
                max={max}
                value={line.quantity}
                onChange={(quantity) => setLine(index, { quantity })}
              />
              {quantityError ? <p role="alert">{quantityError}</p> : null}
            </div>
            {lines.length > 1 ? (
              <Button variant="secondary" onClick={() => removeLine(index)}>
                {t('zoom.lines.remove', { number })}
              </Button>
            ) : null}
          </Stack>
        );
      })}
      {errorText('products') ? <p role="alert">{errorText('products')}</p> : null}
      <div>
        <Button variant="secondary" onClick={addLine}>
          {t('zoom.lines.add')}
        </Button>
      </div>
    </Stack>
  );
}
