import { Button, ProductCard } from '@careshop/design-system';
import { productAvailability } from '@careshop/shop-filtering';
import type { Product } from '@careshop/validation';
import type { TFunction } from 'i18next';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productImageOf } from '../../../lib/images';
import { useCartQuantity } from '../hooks/use-add-to-cart';

/**
 * The words of a listing's cards, translated once for the whole listing rather than in each of its
 * 24 cards: a `useTranslation` and seven `t()` calls per card were a fifth of the home page's
 * first render (issue 15, Total Blocking Time).
 */
export interface ProductCardTexts {
  free: string;
  quantity: string;
  decrease: string;
  increase: string;
  addToCart: string;
  /** Translates what differs per card: its availability and its quantity in the cart. */
  t: TFunction;
}

/** The {@link ProductCardTexts} of the language on screen. */
export function useProductCardTexts(): ProductCardTexts {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      free: t('product.price_free'),
      quantity: t('common.quantity'),
      decrease: t('cart.decrease'),
      increase: t('cart.increase'),
      addToCart: t('product.add_to_cart'),
      t,
    }),
    [t],
  );
}

/** Props of {@link ProductCardItem}. */
export interface ProductCardItemProps {
  product: Product;
  href: string;
  layout: 'grid' | 'list';
  currency: string;
  locale: string;
  licenseApproved: boolean;
  /** The member's office role lets them order (issue 29); else no add-to-cart. */
  mayOrder?: boolean;
  today: string;
  /** The card is in the first screen: its image loads at once, not lazily. */
  aboveTheFold?: boolean;
  texts: ProductCardTexts;
}

/**
 * One product of the listing with its availability and an add-to-cart action. Memoised: typing in
 * the listing's search field re-renders the listing, not its cards.
 */
export const ProductCardItem = memo(function ProductCardItem({
  product,
  href,
  layout,
  currency,
  locale,
  licenseApproved,
  mayOrder = true,
  today,
  aboveTheFold = false,
  texts,
}: ProductCardItemProps) {
  const { t } = texts;
  const { quantity, add } = useCartQuantity(product);
  const [amount, setAmount] = useState(1);
  const availability = productAvailability({ product, licenseApproved, today });
  const orderable = availability.orderable && mayOrder;
  return (
    <ProductCard
      name={product.SKUName}
      href={href}
      image={{ ...productImageOf(product), loading: aboveTheFold ? 'eager' : 'lazy' }}
      description={product.SKUDescription ?? undefined}
      priceCents={product.price_in_cents}
      currency={currency}
      locale={locale}
      freeLabel={texts.free}
      availability={{
        status: availability.status,
        label: t(availability.labelKey, availability.params),
      }}
      layout={layout}
      headingLevel={2}
      quantity={
        orderable
          ? {
              value: amount,
              onChange: setAmount,
              min: 1,
              max: product.max_order_amount ?? undefined,
              label: `${texts.quantity}: ${product.SKUName}`,
              decrementLabel: texts.decrease,
              incrementLabel: texts.increase,
            }
          : undefined
      }
      action={
        orderable ? (
          <span className="shop-actions">
            <Button onClick={() => add(amount)}>{texts.addToCart}</Button>
            {quantity > 0 ? <span>{t('product.in_cart', { quantity })}</span> : null}
          </span>
        ) : undefined
      }
    />
  );
});
