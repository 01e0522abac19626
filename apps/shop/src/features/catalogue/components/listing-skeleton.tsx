import { Grid, Skeleton } from '@careshop/design-system';
import { useTranslation } from 'react-i18next';

/** What the listing shows while the catalogue loads: cards of the right shape, not a blank page. */
export function ListingSkeleton({ cards = 8 }: { cards?: number }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="listing-skeleton">
      <p role="status" className="shop-visually-hidden">
        {t('shop.loading')}
      </p>
      <Grid as="ul" minItemWidth="13rem" gap="md" className="shop-plain-list">
        {Array.from({ length: cards }, (_, index) => (
          // Placeholders have nothing but their position.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="shop-skeleton-card">
            <Skeleton shape="rect" height="auto" />
            <Skeleton width="80%" />
            <Skeleton width="40%" />
            <Skeleton shape="rect" height={36} width="60%" />
          </li>
        ))}
      </Grid>
    </div>
  );
}
