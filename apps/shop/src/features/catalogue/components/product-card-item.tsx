import { Button, ProductCard } from '@careshop/design-system';
import { productAvailability } from '@careshop/shop-filtering';
import type { Product } from '@careshop/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productImageOf } from '../../../lib/images';
import { useCartQuantity } from '../hooks/use-add-to-cart';

/** Props of {@link ProductCardItem}. */
export interface ProductCardItemProps {
  product: Product;
  href: string;
  layout: 'grid' | 'list';
  currency: string;
  locale: string;
  licenseApproved: boolean;
  today: string;
  /** The card is in the first screen: its image loads at once, not lazily. */
  aboveTheFold?: boolean;
}

/** One product of the listing with its availability and an add-to-cart action. */
export function ProductCardItem({
  product,
  href,
  layout,
  currency,
  locale,
  licenseApproved,
  today,
  aboveTheFold = false,
}: ProductCardItemProps) {
  const { t } = useTranslation();
  const { quantity, add } = useCartQuantity(product);
  const [amount, setAmount] = useState(1);
  const availability = productAvailability({ product, licenseApproved, today });
  return (
    <ProductCard
      name={product.SKUName}
      href={href}
      image={{ ...productImageOf(product), loading: aboveTheFold ? 'eager' : 'lazy' }}
      description={product.SKUDescription ?? undefined}
      priceCents={product.price_in_cents}
      currency={currency}
      locale={locale}
      freeLabel={t('product.price_free')}
      availability={{
        status: availability.status,
        label: t(availability.labelKey, availability.params),
      }}
      layout={layout}
      headingLevel={2}
      quantity={
        availability.orderable
          ? {
              value: amount,
              onChange: setAmount,
              min: 1,
              max: product.max_order_amount ?? undefined,
              label: `${t('common.quantity')}: ${product.SKUName}`,
              decrementLabel: t('cart.decrease'),
              incrementLabel: t('cart.increase'),
            }
          : undefined
      }
      action={
        availability.orderable ? (
          <span className="shop-actions">
            <Button onClick={() => add(amount)}>{t('product.add_to_cart')}</Button>
            {quantity > 0 ? <span>{t('product.in_cart', { quantity })}</span> : null}
          </span>
        ) : undefined
      }
    />
  );
}
