import { BrandFooter, BrandHeader, Button, type ShellLink } from '@careshop/design-system';
import { languageNames, type SupportedLanguage, supportedLanguages } from '@careshop/i18n';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import { useMe } from '../../features/session/api/get-me';
import { logout, useSessionStore } from '../../lib/api';
import { useLanguageStore } from '../../lib/language-store';

const languageOptions = supportedLanguages.map((code) => ({ code, label: languageNames[code] }));

/** A page of the shop, which is another app on the origin (`VITE_SHOP_URL`). */
function shopPage(path: string): string {
  return `${env.VITE_SHOP_URL.replace(/\/+$/, '')}/${path}`;
}

/** The language switcher's settings, the same in the header and the footer. */
function useLanguage(label: string) {
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  return {
    languages: languageOptions,
    value: language,
    onChange: (code: string) => setLanguage(code as SupportedLanguage),
    label,
  };
}

/**
 * The shop's header (decision 251): the brand logo with Zoom! Delivered's name, links back to the
 * shop's pages, the language switcher and log out.
 */
export function ZoomHeader() {
  const { t } = useTranslation();
  const hasToken = useSessionStore((state) => state.hasToken);
  const language = useLanguage(t('navigation.header.language'));
  return (
    <BrandHeader
      product="zoom"
      homeHref={`${env.VITE_BASE_PATH.replace(/\/+$/, '')}/`}
      navLabel={t('navigation.header.main_nav')}
      links={[
        { key: 'shop', label: t('zoom.app.back_to_shop'), href: shopPage(''), external: true },
        { key: 'faq', label: t('navigation.header.faq'), href: shopPage('faq'), external: true },
        {
          key: 'contact',
          label: t('navigation.header.contact'),
          href: shopPage('contact'),
          external: true,
        },
      ]}
      language={language}
      actions={
        hasToken ? (
          <Button variant="secondary" size="sm" onClick={() => logout()}>
            {t('navigation.top_bar.logout')}
          </Button>
        ) : null
      }
    />
  );
}

/**
 * The shop's footer (decision 251): the shop's contact and FAQ pages, the organisation's terms and
 * privacy links once logged in, the language column and the copyright line.
 */
export function ZoomFooter() {
  const { t } = useTranslation();
  const hasToken = useSessionStore((state) => state.hasToken);
  const organisation = useMe(hasToken).data?.organisation;
  const language = useLanguage(t('footer.languages'));
  const links: ShellLink[] = [
    { key: 'shop', label: t('zoom.app.back_to_shop'), href: shopPage(''), external: true },
    { key: 'contact', label: t('footer.contact'), href: shopPage('contact'), external: true },
    { key: 'faq', label: t('footer.faq'), href: shopPage('faq'), external: true },
  ];
  if (organisation?.terms_of_use) {
    links.push({
      key: 'terms',
      label: t('footer.terms'),
      href: organisation.terms_of_use,
      newTab: true,
    });
  }
  if (organisation?.privacy_notice) {
    links.push({
      key: 'privacy',
      label: t('footer.privacy'),
      href: organisation.privacy_notice,
      newTab: true,
    });
  }
  return (
    <BrandFooter
      product="zoom"
      homeHref={shopPage('')}
      columns={[links]}
      newTabLabel={t('common.open_in_new_tab')}
      language={language}
      copyright={t('footer.copyright', { year: new Date().getFullYear() })}
    />
  );
}
