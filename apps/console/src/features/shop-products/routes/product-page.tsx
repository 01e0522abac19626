import { Button, Checkbox, Select, Spinner, TextField } from '@careshop/design-system';
import { supportedLanguages } from '@careshop/i18n/lazy';
import { type FormValues, useSchemaForm } from '@careshop/schema-form';
import {
  type BackofficeProduct,
  type BackofficeProductPatch,
  backofficeProductFormSchema,
  bundleItemSchema,
  productAvailabilities,
} from '@careshop/validation';
import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { LoadFailure } from '../../../components/load-failure';
import { CategoryField } from '../../../components/lookup-fields';
import { type FormResult, ResultBanner } from '../../../components/result-banner';
import { failureReason } from '../../../lib/failure-reason';
import { useFocusFirstError } from '../../../lib/form-feedback';
import { useStaff } from '../../../lib/me';
import { centsToInput, formatCents } from '../../../lib/money';
import { productName } from '../../../lib/product-name';
import { api } from '../../../lib/session';
import { useShopCurrency } from '../../../lib/shop-queries';
import { productQuery } from '../api/product';
import { productBody } from '../components/product-body';
import { type BundleRow, ProductBundleFieldset } from '../components/product-bundle-fieldset';
import { ProductImageSection } from '../components/product-image';
import { ProductLeafletSection } from '../components/product-leaflet';
import { ProductStockFieldset } from '../components/product-stock-fieldset';
import { ProductTextsFieldset } from '../components/product-texts-fieldset';

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
  const product = useQuery(productQuery(productId));
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
        const saved = await api.call(backofficeRoutes.updateProduct, {
          params: { id: product.id },
          body: patch,
        });
        queryClient.setQueryData(productQuery(product.id).queryKey, saved);
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
      <ProductStockFieldset product={product} form={form} />
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
      <ProductTextsFieldset form={form} />
      <ProductBundleFieldset
        isBundle={isBundle}
        bundle={bundle}
        setBundle={setBundle}
        bundleError={bundleError}
      />
      <div className="console-actions">
        <Button type="submit" loading={form.submitting}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
