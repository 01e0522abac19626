import { Container } from '@careshop/design-system';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageClassName } from '../../lib/page-transition';
import { MaintenanceGate } from './maintenance-gate';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteTopBar } from './site-top-bar';

/** The auth layout (SPEC 2): the same shell with a narrow card for login, register, recovery. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a href="#main-content" className="shop-skip-link">
        {t('common.skip_to_content')}
      </a>
      <SiteTopBar />
      <SiteHeader />
      <Container as="main" id="main-content" className="shop-main" size="content" tabIndex={-1}>
        <MaintenanceGate>
          <div className={pageClassName('shop-auth-card')}>
            <Outlet />
          </div>
        </MaintenanceGate>
      </Container>
      <SiteFooter />
    </>
  );
}
