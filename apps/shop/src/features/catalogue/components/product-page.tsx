import {
  Breadcrumbs,
  Button,
  Card,
  Link as ExternalLink,
  Grid,
  QuantityStepper,
  ResponsiveImage,
  Stack,
  StatusBadge,
} from '@careshop/design-system';
import { formatMoney } from '@careshop/i18n';
import { productAvailability } from '@careshop/shop-filtering';
import type { Product } from '@careshop/validation';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { productImageOf } from '../../../lib/images';
import { productDescription } from '../../../lib/product-text';
import { useInternalLinks } from '../../../lib/use-internal-links';
import { useNextTask } from '../../../lib/use-next-task';
import { useCartQuantity } from '../hooks/use-add-to-cart';
import { useCatalogue } from '../hooks/use-catalogue';
import { AddedToCartToast } from './added-to-cart-toast';
import { appHref, categoryName } from './catalogue-names';
import { ProductGallery } from './product-gallery';
import { ProductPageSkeleton } from './product-page-skeleton';

type BundleInfo = { items?: { part_no: string; quantity: number }[] };

/**
 * SPEC 2 product detail by ctn: technical specifications, related products, accessories (a
 * bundle's contents), PDF download when the product has one, availability states of SPEC 4.
 */
export function ProductPage() {
  const { t } = useTranslation();
  const { ctn } = useParams({ strict: false }) as { ctn?: string };
  const catalogue = useCatalogue();
  const onClick = useInternalLinks();
  // Accessories and related products close the page, below the fold: they render in the next
  // task (decision 362).
  const linksShown = useNextTask();
  if (catalogue.isPending) return <ProductPageSkeleton />;
  const product = catalogue.products.find((entry) => entry.ctn === ctn);
  if (!product) return <NotFoundPage />;
  const related = catalogue.products
    .filter((entry) => entry.category?.id === product.category?.id && entry.ctn !== product.ctn)
    .slice(0, 4);
  const accessories = ((product.bundle_info as BundleInfo | null)?.items ?? [])
    .map((item) => catalogue.products.find((entry) => entry.part_no === item.part_no))
    .filter((entry): entry is (typeof catalogue.products)[number] => entry !== undefined);
  const pdf = (product as { pdf_url?: unknown }).pdf_url;
  const category = catalogue.categories.find((entry) => entry.id === product.category?.id);
  const categoryLabel = category ? categoryName(category, t, catalogue.language) : null;
  // A bundle shows its contents beside its own picture (decision 248).
  const gallery = [
    { key: product.part_no, image: productImageOf(product), alt: product.SKUName },
    ...accessories.map((entry) => ({
      key: entry.part_no,
      image: productImageOf(entry),
      alt: entry.SKUName,
    })),
  ];
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: delegates clicks of the links inside, which keep their own keyboard behaviour
    <article aria-labelledby="product-title" onClick={onClick}>
      <Stack gap="lg">
        <Breadcrumbs
          label={t('shop.breadcrumb.label')}
          items={[
            { label: t('shop.breadcrumb.home'), href: appHref('/') },
            ...(category && categoryLabel
              ? [{ label: categoryLabel, href: appHref(`/c-p/${category.link}/${category.id}`) }]
              : [{ label: t('shop.all_products'), href: appHref('/c-p') }]),
            { label: product.SKUName },
          ]}
        />
        <div className="shop-product-top">
          <ProductGallery name={product.SKUName} images={gallery} />
          <Stack gap="md">
            <h1 id="product-title" style={{ margin: 0 }}>
              {product.SKUName}
            </h1>
            <ProductBuyBox product={product} />
          </Stack>
        </div>
        <Card as="section" title={t('product.description')} headingLevel={2}>
          <p>{productDescription(product, catalogue.language)}</p>
        </Card>
        <Card as="section" title={t('product.technical_specifications')} headingLevel={2}>
          <dl className="shop-spec-list">
            <dt>{t('product.code', { ctn: '' }).replace(/[:：]\s*$/, '')}</dt>
            <dd>{product.ctn}</dd>
            <dt>SKU</dt>
            <dd>{product.SKU ?? product.part_no}</dd>
            {product.max_order_amount ? (
              <>
                <dt>{t('errors.cart.max_per_order', { max: product.max_order_amount })}</dt>
                <dd>{product.max_order_amount}</dd>
              </>
            ) : null}
            {product.max_qty ? (
              <>
                <dt>{t('errors.cart.max_per_year', { max: product.max_qty })}</dt>
                <dd>{product.max_qty}</dd>
              </>
            ) : null}
          </dl>
          {typeof pdf === 'string' ? (
            <ExternalLink href={pdf} external externalLabel={t('common.open_in_new_tab')}>
              {t('product.download_pdf')}
            </ExternalLink>
          ) : null}
        </Card>
        {linksShown && accessories.length > 0 ? (
          <ProductLinks title={t('product.accessories')} products={accessories} />
        ) : null}
        {linksShown && related.length > 0 ? (
          <ProductLinks title={t('product.related_products')} products={related} />
        ) : null}
      </Stack>
      <AddedToCartToast />
    </article>
  );
}

function ProductBuyBox({ product }: { product: Product & { stock: number } }) {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  const { quantity, add } = useCartQuantity(product);
  const [amount, setAmount] = useState(1);
  const availability = productAvailability({
    product,
    licenseApproved: catalogue.licenseApproved,
    today: new Date().toISOString().slice(0, 10),
  });
  return (
    <Card>
      <Stack gap="sm">
        <p style={{ margin: 0, fontSize: '1.5rem', fontWeight: 700 }}>
          {product.price_in_cents === 0
            ? t('product.price_free')
            : formatMoney(product.price_in_cents, catalogue.currency, catalogue.intlLocale)}
        </p>
        <p style={{ margin: 0 }}>{t('product.code', { ctn: product.ctn })}</p>
        <span>
          <StatusBadge status="neutral" label={t(availability.labelKey, availability.params)} />
        </span>
        {product.price_in_cents === 0 ? (
          <p style={{ margin: 0 }}>{t('product.free_with_paid')}</p>
        ) : null}
        {availability.orderable && catalogue.mayOrder ? (
          <Stack direction="horizontal" gap="sm" align="end" wrap>
            <QuantityStepper
              value={amount}
              onChange={setAmount}
              min={1}
              max={product.max_order_amount ?? undefined}
              label={t('common.quantity')}
              decrementLabel={t('cart.decrease')}
              incrementLabel={t('cart.increase')}
            />
            <Button onClick={() => add(amount)}>{t('product.add_to_cart')}</Button>
            {quantity > 0 ? <span>{t('product.in_cart', { quantity })}</span> : null}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Related products or a bundle's contents, as small cards with their pictures. */
function ProductLinks({ title, products }: { title: string; products: Product[] }) {
  return (
    <Card as="section" title={title} headingLevel={2}>
      <Grid as="ul" minItemWidth="9rem" gap="sm" className="shop-plain-list">
        {products.map((entry) => (
          <li key={entry.part_no}>
            <Link to="/c-p/$ctn" params={{ ctn: entry.ctn }} className="shop-related-card">
              <ResponsiveImage
                {...productImageOf(entry)}
                alt=""
                sizes="(max-width: 599px) 45vw, 160px"
              />
              <span>{entry.SKUName}</span>
            </Link>
          </li>
        ))}
      </Grid>
    </Card>
  );
}
