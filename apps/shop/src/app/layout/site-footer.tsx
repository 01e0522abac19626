import { BrandFooter, type ShellLink } from '@careshop/design-system';
import { localizeUrl } from '@careshop/i18n';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import { useMe } from '../../lib/queries/get-me';
import { useLanguageSwitcher, useShopLanguage } from '../../lib/use-shop-language';
import { routerLink } from './site-header';

/**
 * SPEC 2 footer, the brand footer of the design system: contact, FAQ, the organisation's terms
 * and privacy links, marketing and about, a language column with more than one locale, and the
 * copyright line with the current year.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const me = useMe();
  const { intlLocale } = useShopLanguage();
  const languageSwitcher = useLanguageSwitcher(t('footer.languages'));
  const organisation = me?.organisation;
  const outbound = (key: string, label: string, url: string): ShellLink => ({
    key,
    label,
    href: localizeUrl(url, intlLocale),
    newTab: true,
  });
  const service: ShellLink[] = [
    { key: 'contact', label: t('footer.contact'), href: '/contact' },
    { key: 'faq', label: t('footer.faq'), href: '/faq' },
  ];
  if (organisation?.terms_of_use) {
    service.push(outbound('terms', t('footer.terms'), organisation.terms_of_use));
  }
  if (organisation?.privacy_notice) {
    service.push(outbound('privacy', t('footer.privacy'), organisation.privacy_notice));
  }
  return (
    <BrandFooter
      homeHref="/"
      columns={[
        service,
        [
          outbound('marketing', t('footer.marketing'), env.VITE_MARKETING_URL),
          outbound('about', t('footer.about'), env.VITE_ABOUT_URL),
        ],
      ]}
      newTabLabel={t('common.open_in_new_tab')}
      language={languageSwitcher}
      copyright={t('footer.copyright', { year: new Date().getFullYear() })}
      renderLink={routerLink}
    />
  );
}
