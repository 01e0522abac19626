import { Card, EmptyState, Grid, ResponsiveImage, Stack } from '@careshop/design-system';
import { promoText, shopHomeTitle, shopLocales } from '@careshop/validation';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EmptyArt } from '../../../components/empty-art';
import { PageSection } from '../../../components/page-section';
import { categoryImageOf } from '../../../lib/images';
import { useShopConfig } from '../../../lib/queries/get-shop-config';
import { useInternalLinks } from '../../../lib/use-internal-links';
import { useNextTask } from '../../../lib/use-next-task';
import { useCatalogue } from '../hooks/use-catalogue';
import { AddedToCartToast } from './added-to-cart-toast';
import { categoryName } from './catalogue-names';
import { ListingSkeleton } from './listing-skeleton';
import { ShopListing } from './shop-listing';

/**
 * Category pictures that load at once: the first screen of a phone (two rows of two). The others
 * load as they come near, as issue 15 asks of images below the fold (decision 255); all were eager.
 */
const EAGER_CATEGORIES = 4;

/** SPEC 2 "/": shop home with categories and the product listing. */
export function HomePage() {
  const { t } = useTranslation();
  const config = useShopConfig();
  const { categories, language, isPending, isError } = useCatalogue();
  const onClick = useInternalLinks();
  // The listing is below the categories on any screen: it renders in the next task, showing its
  // loading cards meanwhile, as while the products load (decision 362).
  const listingShown = useNextTask();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks of the links inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: links keep their own keyboard behaviour
    <div onClick={onClick}>
      <PageSection
        title={t('home.title', {
          shopTitle: shopHomeTitle(config, language, t('common.app_name')),
        })}
        intro={t('home.intro')}
      >
        {config.promos.length > 0 ? (
          <section aria-labelledby="home-promos">
            <h2 id="home-promos">{t('home.promos')}</h2>
            <Grid as="ul" minItemWidth="16rem" gap="sm" className="shop-plain-list">
              {config.promos.map((promo) => {
                const text = promoText(
                  promo,
                  language,
                  (shopLocales(config)[0] ?? 'en').slice(0, 2),
                );
                if (!text) return null;
                return (
                  <li key={promo.id} className="shop-promo">
                    <Card>
                      <Stack gap="xs">
                        <strong>{text.title}</strong>
                        {text.text ? <p>{text.text}</p> : null}
                        {promo.link?.kind === 'product' ? (
                          <Link to="/c-p/$ctn" params={{ ctn: promo.link.ctn }}>
                            {t('home.promo_product')}
                            {/* Each promo's link names its promo (WCAG 2.4.4). */}
                            <span className="shop-visually-hidden">: {text.title}</span>
                          </Link>
                        ) : null}
                        {promo.link?.kind === 'category' ? (
                          <Link
                            to="/c-p/$category/$id"
                            params={{ category: promo.link.link, id: String(promo.link.id) }}
                          >
                            {t('home.promo_category')}
                            <span className="shop-visually-hidden">: {text.title}</span>
                          </Link>
                        ) : null}
                      </Stack>
                    </Card>
                  </li>
                );
              })}
            </Grid>
          </section>
        ) : null}
        <section aria-labelledby="home-categories">
          <h2 id="home-categories">{t('home.categories')}</h2>
          {!isPending && (isError || categories.length === 0) ? (
            <EmptyState
              icon={<EmptyArt name="no-categories" />}
              title={t('errors.empty.no_categories')}
              headingLevel={3}
            />
          ) : (
            <Grid as="ul" minItemWidth="9rem" gap="sm" className="shop-plain-list">
              {categories.map((category, index) => {
                const name = categoryName(category, t, language);
                return (
                  <li key={category.id}>
                    <Link
                      to="/c-p/$category/$id"
                      params={{ category: category.link, id: String(category.id) }}
                      className="shop-category-card"
                    >
                      <ResponsiveImage
                        {...categoryImageOf(category.key)}
                        sizes="(max-width: 599px) 45vw, 160px"
                        alt=""
                        loading={index < EAGER_CATEGORIES ? 'eager' : 'lazy'}
                      />
                      <strong>{name}</strong>
                      <span className="shop-category-cta">{t('home.view_category')}</span>
                    </Link>
                  </li>
                );
              })}
            </Grid>
          )}
        </section>
        <section aria-labelledby="home-products">
          <h2 id="home-products">{t('shop.all_products')}</h2>
          {/* Below the categories, on any screen: its pictures load as they come near. */}
          {listingShown ? <ShopListing eagerCards={0} /> : <ListingSkeleton />}
        </section>
      </PageSection>
      <AddedToCartToast />
    </div>
  );
}
