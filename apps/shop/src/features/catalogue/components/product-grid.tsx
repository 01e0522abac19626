import { Grid } from '@careshop/design-system';
import type { Product } from '@careshop/validation';
import { useProgressiveCount } from '../hooks/use-progressive-count';
import { ProductCardItem, useProductCardTexts } from './product-card-item';

/** Cards in the first screen of a desktop (its first row): their images load at once. */
const EAGER_CARDS = 4;

/**
 * Cards of the grid's first render: two rows of a desktop, more than a phone's screen. The others
 * follow a few per task (issue 15: the 24 cards in one render were the largest long task of the
 * home page); they are below the fold, and the listing around them does not change meanwhile.
 */
const FIRST_CARDS = 8;
const CARDS_PER_TASK = 4;

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  /** The products of the page shown. */
  products: readonly Product[];
  view: 'grid' | 'list';
  /** The address of a product's page from this listing. */
  hrefOf: (product: Product) => string;
  currency: string;
  locale: string;
  licenseApproved: boolean;
  /** The member's office role lets them order (issue 29); else no add-to-cart. */
  mayOrder?: boolean;
  today: string;
  /** Cards whose images load at once; the home page's listing is below its categories: none. */
  eagerCards?: number;
}

/**
 * The listing's cards in grid or list view. It grows on its own after its first render, so the
 * listing around it (filters, sort, pages) renders once.
 */
export function ProductGrid({
  products,
  view,
  hrefOf,
  currency,
  locale,
  licenseApproved,
  mayOrder = true,
  today,
  eagerCards = EAGER_CARDS,
}: ProductGridProps) {
  const texts = useProductCardTexts();
  // A listing below the fold (no eager card: the home's) starts with one task's worth of cards.
  const first = eagerCards === 0 ? CARDS_PER_TASK : FIRST_CARDS;
  const rendered = useProgressiveCount(products.length, first, CARDS_PER_TASK);
  return (
    <Grid
      as="ul"
      minItemWidth={view === 'grid' ? 'var(--shop-card-min, 13rem)' : '100%'}
      gap="md"
      className="shop-plain-list shop-product-grid"
      data-view={view}
      style={{ marginTop: '1rem' }}
    >
      {products.slice(0, rendered).map((product, index) => (
        <li key={product.part_no}>
          <ProductCardItem
            product={product}
            href={hrefOf(product)}
            layout={view}
            currency={currency}
            locale={locale}
            licenseApproved={licenseApproved}
            mayOrder={mayOrder}
            today={today}
            aboveTheFold={index < eagerCards}
            texts={texts}
          />
        </li>
      ))}
    </Grid>
  );
}
