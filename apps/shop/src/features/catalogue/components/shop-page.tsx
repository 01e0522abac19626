import { Breadcrumbs, Stack } from '@careshop/design-system';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { useInternalLinks } from '../../../lib/use-internal-links';
import { useCatalogue } from '../hooks/use-catalogue';
import { AddedToCartToast } from './added-to-cart-toast';
import { appHref, categoryDescription, categoryName } from './catalogue-names';
import { ShopListing } from './shop-listing';

/** /c-p and the category listings (SPEC 2). */
export function ShopPage() {
  const { t } = useTranslation();
  const params = useParams({ strict: false }) as { category?: string };
  const { categories, language } = useCatalogue();
  const onClick = useInternalLinks();
  const category = categories.find(
    (entry) => entry.key === params.category || entry.link === params.category,
  );
  const title = category ? categoryName(category, t, language) : t('shop.all_products');
  const intro = category ? categoryDescription(category, language) : undefined;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks of the links inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: links keep their own keyboard behaviour
    <div onClick={onClick}>
      <Stack gap="md">
        <Breadcrumbs
          label={t('shop.breadcrumb.label')}
          items={[{ label: t('shop.breadcrumb.home'), href: appHref('/') }, { label: title }]}
        />
        <PageSection title={title} intro={intro}>
          <ShopListing />
        </PageSection>
      </Stack>
      <AddedToCartToast />
    </div>
  );
}
