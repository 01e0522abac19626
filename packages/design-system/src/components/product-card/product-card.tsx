import { formatMoney } from '@careshop/i18n';
import type { ReactNode } from 'react';
import type { HeadingLevel } from '../card/card';
import { linkStyles } from '../link/link.css';
import { QuantityStepper, type QuantityStepperProps } from '../quantity-stepper/quantity-stepper';
import { ResponsiveImage, type ResponsiveImageProps } from '../responsive-image/responsive-image';
import {
  actions,
  availability as availabilityClass,
  body,
  card,
  description as descriptionClass,
  media,
  name as nameClass,
  price as priceClass,
} from './product-card.css';

/** Product availability states of SPEC 4 "Other states". */
export type ProductAvailability =
  | 'in-stock'
  | 'low-stock'
  | 'out-of-stock'
  | 'not-available-online'
  | 'download-only'
  | 'available-later'
  | 'after-account-validation';

const availabilityTone: Record<ProductAvailability, 'success' | 'warning' | 'error' | 'info'> = {
  'in-stock': 'success',
  'low-stock': 'warning',
  'out-of-stock': 'error',
  'not-available-online': 'error',
  'download-only': 'info',
  'available-later': 'info',
  'after-account-validation': 'info',
};

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  name: string;
  /** Product detail page; the name becomes the link. */
  href?: string;
  description?: ReactNode;
  /**
   * The product's image; `alt` defaults to empty (the name beside it says it all) and `sizes`
   * to the card's width in the layout.
   */
  image?: Omit<ResponsiveImageProps, 'alt'> & { alt?: string };
  /** Price in integer cents. */
  priceCents: number;
  currency: string;
  /** BCP 47 locale for the price, e.g. "fr-BE". */
  locale: string;
  /** Shown instead of a zero price, e.g. "Free". */
  freeLabel?: string;
  availability: { status: ProductAvailability; label: string };
  /** The quantity stepper; omit it for products that cannot be ordered here. */
  quantity?: QuantityStepperProps;
  /** Extra actions, e.g. the add-to-cart button. */
  action?: ReactNode;
  layout?: 'grid' | 'list';
  headingLevel?: HeadingLevel;
}

/**
 * A product in the shop grid or list view: image, name, price, availability and quantity. In a
 * grid, cards of a row are equally tall and their actions line up at the bottom.
 */
export function ProductCard({
  name,
  href,
  description,
  image,
  priceCents,
  currency,
  locale,
  freeLabel,
  availability,
  quantity,
  action,
  layout = 'grid',
  headingLevel = 3,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const priceText =
    priceCents === 0 && freeLabel ? freeLabel : formatMoney(priceCents, currency, locale);
  return (
    <article className={card({ layout })} data-layout={layout}>
      {image ? (
        <ResponsiveImage
          sizes={
            layout === 'list' ? '(max-width: 599px) 80px, 120px' : '(max-width: 599px) 90vw, 280px'
          }
          {...image}
          alt={image.alt ?? ''}
          className={media}
        />
      ) : (
        <span />
      )}
      <div className={body}>
        <Heading className={nameClass}>
          {href ? (
            <a href={href} className={linkStyles({ tone: 'inherit' })}>
              {name}
            </a>
          ) : (
            name
          )}
        </Heading>
        {description ? <p className={descriptionClass}>{description}</p> : null}
        <span className={priceClass}>{priceText}</span>
        <span
          className={availabilityClass({ tone: availabilityTone[availability.status] })}
          data-availability={availability.status}
        >
          {availability.label}
        </span>
      </div>
      {quantity || action ? (
        <div className={actions}>
          {quantity ? <QuantityStepper {...quantity} /> : null}
          {action}
        </div>
      ) : null}
    </article>
  );
}
