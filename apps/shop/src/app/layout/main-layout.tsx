import { Container } from '@careshop/design-system';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteTopBar } from './site-top-bar';

/** The main shop layout of SPEC 2: top bar, sticky header, content, footer. */
export function MainLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a href="#main-content" className="shop-skip-link">
        {t('common.skip_to_content')}
      </a>
      <SiteTopBar />
      <SiteHeader />
      <Container as="main" id="main-content" className="shop-main" size="wide" tabIndex={-1}>
        <Outlet />
      </Container>
      <SiteFooter />
    </>
  );
}
