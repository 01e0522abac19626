import {
  Button,
  Checkbox,
  RadioGroup,
  Select,
  Spinner,
  Tabs,
  TextAreaField,
  TextField,
} from '@careshop/design-system';
import { supportedLanguages } from '@careshop/i18n/lazy';
import {
  type BackofficeProduct,
  type BackofficeProductPatch,
  backofficeProductFormSchema,
  bundleItemSchema,
  productAvailabilities,
} from '@careshop/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-field';
import { LoadFailure } from '../../components/load-failure';
import { CategoryField } from '../../components/lookup-fields';
import { type FormResult, ResultBanner } from '../../components/result-banner';
import { failureReason } from '../../lib/failure-reason';
import { useFocusFirstError } from '../../lib/form-feedback';
import { useStaff } from '../../lib/me';
import { centsToInput, formatCents } from '../../lib/money';
import { backofficeApi } from '../../lib/session';
import { shopQueries, useShopCurrency } from '../../lib/shop-queries';
import { type FormValues, useSchemaForm } from '../../lib/use-schema-form';
import { productBody } from './components/product-body';
import { ProductImageSection } from './product-image';
import { ProductLeafletSection } from './product-leaflet';
import { productName } from './product-name';

type BundleRow = { part_no: string; quantity: string };

/** The product's values as the form holds them; texts are keyed like the server names them. */
function productValues(product: BackofficeProduct, currency: string, locale: string) {
  const values: FormValues = {
    price_in_cents: centsToInput(product.price_in_cents, currency, locale),
    stock_mode: 'delta',
    stock: product.stock === null ? '' : String(product.stock),
    stock_delta: '',
    max_per_order: product.max_per_order === null ? '' : String(product.max_per_order),
    max_per_year: product.max_per_year === null ? '' : String(product.max_per_year),
    availability: product.availability,
    available_from: product.available_from ?? '',
    category_id: String(product.category.id),
    leaflet: product.leaflet,
    is_promo: product.is_promo,
    is_discounted: product.is_discounted,
  };
  for (const language of supportedLanguages) {
    values[`translations.${language}.name`] = product.translations[language]?.name ?? '';
    values[`translations.${language}.description`] =
      product.translations[language]?.description ?? '';
  }
  return values;
}

/** One product: price, stock, limits, availability, texts in six languages, bundle contents. */
export function ProductPage() {
  const { t, i18n } = useTranslation();
  const { productId } = useParams({ from: '/authed/shell/shop/products/$productId' });
  const product = useQuery(shopQueries.product(productId));
  const back = <Link to="/shop/products">{t('console_app.backoffice.products.back')}</Link>;
  if (product.isPending) return <Spinner label={t('common.loading')} />;
  if (product.isError) {
    return (
      <div className="console-stack">
        {back}
        <LoadFailure error={product.error} />
      </div>
    );
  }
  return (
    <div className="console-stack">
      {back}
      <h1>
        {t('console_app.backoffice.products.edit_title', {
          name: productName(product.data, i18n.language),
        })}
      </h1>
      <p className="console-muted">
        {product.data.part_no} · {product.data.sku}
      </p>
      <ProductImageSection product={product.data} />
      <ProductLeafletSection product={product.data} />
      {/* An upload switches the leaflet on (decision 225): the form starts again from that. */}
      <ProductForm key={`${product.data.id}:${product.data.leaflet}`} product={product.data} />
    </div>
  );
}

function ProductForm({ product }: { product: BackofficeProduct }) {
  const { t, i18n } = useTranslation();
  const staff = useStaff();
  const currency = useShopCurrency(staff.organisation_id);
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [result, setResult] = useState<FormResult | null>(null);
  const [bundle, setBundle] = useState<BundleRow[]>(() =>
    (product.bundle_items ?? []).map((item) => ({
      part_no: item.part_no,
      quantity: String(item.quantity),
    })),
  );
  const isBundle = product.bundle_items !== null;
  const [bundleError, setBundleError] = useState<string | null>(null);

  const form = useSchemaForm(
    backofficeProductFormSchema,
    productValues(product, currency, i18n.language),
    async (body) => {
      setResult(null);
      const items = bundle.map((row) => ({
        part_no: row.part_no.trim(),
        quantity: Number(row.quantity),
      }));
      // Each row as the PATCH body takes a bundle item (its part number and quantity limits).
      if (items.some((item) => !bundleItemSchema.safeParse(item).success)) {
        setBundleError(t('validation.integer_required'));
        return;
      }
      setBundleError(null);
      const patch: BackofficeProductPatch = {
        ...body,
        // An emptied bundle is no bundle any more (null); a product that was none stays none.
        ...(isBundle || items.length > 0 ? { bundle_items: items.length > 0 ? items : null } : {}),
      };
      try {
        const saved = await backofficeApi.updateProduct(product.id, patch);
        queryClient.setQueryData(shopQueries.product(product.id).queryKey, saved);
        // The form shows what was saved (the stock after a delta, the delta field emptied).
        form.reset(productValues(saved, currency, i18n.language));
        void queryClient.invalidateQueries({ queryKey: ['backoffice', 'products', 'list'] });
        setResult({
          ok: true,
          text: t('console_app.backoffice.products.saved'),
          notice: t('console_app.backoffice.products.stock_now', {
            stock: saved.stock ?? t('console_app.backoffice.products.stock_unknown'),
          }),
        });
      } catch (error) {
        form.showServerErrors(error);
        setResult({
          ok: false,
          text: t('console_app.backoffice.products.save_failed', {
            reason: failureReason(t, error),
          }),
        });
      }
    },
    (values) => productBody(values, currency, i18n.language),
  );
  useFocusFirstError(formRef, form.errors);
  const setMode = form.values.stock_mode === 'set';

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit}
      className="console-form console-form-wide"
    >
      <ResultBanner result={result} />
      <div className="console-form-grid">
        <TextField
          inputMode="decimal"
          required
          label={`${t('console_app.backoffice.products.price')} (${currency})`}
          help={t('console_app.backoffice.products.price_hint', {
            currency,
            example: formatCents(1250, currency, i18n.language),
          })}
          {...form.text('price_in_cents')}
        />
        <TextField
          type="number"
          inputMode="numeric"
          min={1}
          label={t('console_app.backoffice.products.max_per_order')}
          help={t('console_app.backoffice.products.no_limit_hint')}
          {...form.text('max_per_order')}
        />
        <TextField
          type="number"
          inputMode="numeric"
          min={1}
          label={t('console_app.backoffice.products.max_per_year')}
          help={t('console_app.backoffice.products.no_limit_hint')}
          {...form.text('max_per_year')}
        />
        <CategoryField
          by="id"
          organisationId={product.organisation_id}
          name="category_id"
          required
          label={t('console_app.backoffice.products.category')}
          value={String(form.values.category_id ?? '')}
          onValueChange={(value) => form.set('category_id', value)}
          error={form.errorOf('category_id')}
        />
      </div>
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
      <fieldset className="console-fieldset">
        <legend>{t('console_app.backoffice.products.availability')}</legend>
        <Select
          label={t('console_app.backoffice.products.availability')}
          options={productAvailabilities.map((value) => ({
            value,
            label: t(`console_app.backoffice.products.availabilities.${value}`),
          }))}
          {...form.text('availability')}
        />
        {form.values.availability === 'available_on' ? (
          <DateField
            required
            label={t('console_app.backoffice.products.available_from')}
            {...form.text('available_from')}
          />
        ) : null}
        <Checkbox
          label={t('console_app.backoffice.products.leaflet')}
          {...form.checkbox('leaflet')}
        />
        <Checkbox
          label={t('console_app.backoffice.products.is_promo')}
          {...form.checkbox('is_promo')}
        />
        <Checkbox
          label={t('console_app.backoffice.products.is_discounted')}
          {...form.checkbox('is_discounted')}
        />
      </fieldset>
      <fieldset className="console-fieldset console-tabs-wrap">
        <legend>{t('console_app.backoffice.products.texts')}</legend>
        <Tabs
          label={t('console_app.backoffice.products.texts_label')}
          items={supportedLanguages.map((language) => {
            const languageName = t(`common.languages.${language}`);
            const invalid =
              form.errorOf(`translations.${language}.name`) ||
              form.errorOf(`translations.${language}.description`);
            return {
              value: language,
              label: invalid ? `${languageName} ⚠` : languageName,
              content: (
                <div className="console-stack">
                  <TextField
                    label={t('console_app.backoffice.products.text_name', {
                      language: languageName,
                    })}
                    lang={language}
                    {...form.text(`translations.${language}.name`)}
                  />
                  <TextAreaField
                    label={t('console_app.backoffice.products.text_description', {
                      language: languageName,
                    })}
                    rows={5}
                    {...form.text(`translations.${language}.description`)}
                  />
                </div>
              ),
            };
          })}
        />
      </fieldset>
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
      <div className="console-actions">
        <Button type="submit" loading={form.submitting}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
