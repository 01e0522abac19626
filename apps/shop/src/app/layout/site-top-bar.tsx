import { Button, Link as ExternalLink, TopBar } from '@careshop/design-system';
import { localizeUrl } from '@careshop/i18n';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import { useLogout } from '../../lib/session/use-logout';
import { useShopLanguage } from '../../lib/use-shop-language';
import { useAccountStore } from '../../stores/account-store';

/** SPEC 2 top bar (48px): home, professionals (new tab), log out when logged in. */
export function SiteTopBar() {
  const { t } = useTranslation();
  const isLoggedIn = useAccountStore((state) => state.isLoggedIn);
  const { intlLocale } = useShopLanguage();
  const onLogout = useLogout();
  return (
    <TopBar
      label={t('navigation.top_bar.home')}
      start={
        <>
          <Link to="/" className="shop-nav-link">
            {t('navigation.top_bar.home')}
          </Link>
          <ExternalLink
            href={localizeUrl(env.VITE_PROFESSIONALS_URL, intlLocale)}
            external
            externalLabel={t('common.open_in_new_tab')}
            tone="inherit"
          >
            {t('navigation.top_bar.professionals')}
          </ExternalLink>
        </>
      }
      end={
        isLoggedIn ? (
          <Button variant="ghost" size="sm" onClick={onLogout}>
            {t('navigation.top_bar.logout')}
          </Button>
        ) : null
      }
    />
  );
}
