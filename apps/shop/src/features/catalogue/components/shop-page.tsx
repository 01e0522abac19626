import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { useInternalLinks } from '../../../lib/use-internal-links';
import { useCatalogue } from '../hooks/use-catalogue';
import { ShopListing } from './shop-listing';

/** /c-p and the category listings (SPEC 2). */
export function ShopPage() {
  const { t } = useTranslation();
  const params = useParams({ strict: false }) as { category?: string };
  const { categories } = useCatalogue();
  const onClick = useInternalLinks();
  const category = categories.find(
    (entry) => entry.key === params.category || entry.link === params.category,
  );
  const title = category ? categoryName(category, t) : t('shop.all_products');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks of the links inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: links keep their own keyboard behaviour
    <div onClick={onClick}>
      <PageSection title={title}>
        <ShopListing />
      </PageSection>
    </div>
  );
}

type Translate = (key: string) => string;

/** A category's display name in the language on screen. */
export function categoryName(
  category: { key: string; name?: string | null; translations?: unknown },
  t: Translate,
): string {
  if (category.key === 'PKG') return t('shop.bundles');
  return category.name ?? category.key;
}
