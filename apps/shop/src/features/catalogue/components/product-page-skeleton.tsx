import { Skeleton, Stack } from '@careshop/design-system';
import { useTranslation } from 'react-i18next';

/** The product page's shape while the catalogue loads: picture, title, price and button. */
export function ProductPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="product-skeleton">
      <p role="status" className="shop-visually-hidden">
        {t('common.loading')}
      </p>
      <div className="shop-product-top">
        <div className="shop-skeleton-picture">
          <Skeleton shape="rect" height="100%" />
        </div>
        <Stack gap="md">
          <Skeleton width="70%" height="2rem" />
          <Skeleton width="30%" height="1.5rem" />
          <Skeleton width="50%" />
          <Skeleton shape="rect" width="12rem" height="2.5rem" />
        </Stack>
      </div>
    </div>
  );
}
