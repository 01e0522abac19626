import { Container } from '@careshop/design-system';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNextTask } from '../../lib/use-next-task';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteTopBar } from './site-top-bar';

/**
 * The main shop layout of SPEC 2: top bar, sticky header, content, footer. The content is the
 * matched page, or `children` where no route matched (the 404 page, decision 239).
 */
export function MainLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  // Below every page: it renders in the task after the page's first one (decision 362).
  const footerShown = useNextTask();
  return (
    <>
      <a href="#main-content" className="shop-skip-link">
        {t('common.skip_to_content')}
      </a>
      <SiteTopBar />
      <SiteHeader />
      <Container as="main" id="main-content" className="shop-main" size="wide" tabIndex={-1}>
        {children ?? <Outlet />}
      </Container>
      {footerShown ? <SiteFooter /> : null}
    </>
  );
}
