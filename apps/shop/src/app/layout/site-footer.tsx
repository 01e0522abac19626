import { Link as ExternalLink, Footer, LanguageSwitcher, Stack } from '@careshop/design-system';
import { localizeUrl } from '@careshop/i18n';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import { useMe } from '../../lib/queries/get-me';
import { useShopLanguage } from '../../lib/use-shop-language';
import { useCustomizationStore } from '../../stores/customization-store';

/**
 * SPEC 2 footer: contact, FAQ, the organisation's terms and privacy links, marketing and about,
 * a language column with more than one locale, and the copyright line with the current year.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const me = useMe();
  const language = useShopLanguage();
  const setLocale = useCustomizationStore((state) => state.setLocale);
  const organisation = me?.organisation;
  const external = {
    external: true,
    externalLabel: t('common.open_in_new_tab'),
    tone: 'inherit',
  } as const;
  return (
    <Footer copyright={t('footer.copyright', { year: new Date().getFullYear() })}>
      <Stack as="ul" gap="xs" className="shop-plain-list">
        <li>
          <Link to="/contact" className="shop-nav-link">
            {t('footer.contact')}
          </Link>
        </li>
        <li>
          <Link to="/faq" className="shop-nav-link">
            {t('footer.faq')}
          </Link>
        </li>
        {organisation?.terms_of_use ? (
          <li>
            <ExternalLink
              href={localizeUrl(organisation.terms_of_use, language.intlLocale)}
              {...external}
            >
              {t('footer.terms')}
            </ExternalLink>
          </li>
        ) : null}
        {organisation?.privacy_notice ? (
          <li>
            <ExternalLink
              href={localizeUrl(organisation.privacy_notice, language.intlLocale)}
              {...external}
            >
              {t('footer.privacy')}
            </ExternalLink>
          </li>
        ) : null}
      </Stack>
      <Stack as="ul" gap="xs" className="shop-plain-list">
        <li>
          <ExternalLink
            href={localizeUrl(env.VITE_MARKETING_URL, language.intlLocale)}
            {...external}
          >
            {t('footer.marketing')}
          </ExternalLink>
        </li>
        <li>
          <ExternalLink href={localizeUrl(env.VITE_ABOUT_URL, language.intlLocale)} {...external}>
            {t('footer.about')}
          </ExternalLink>
        </li>
      </Stack>
      {language.showSwitcher ? (
        <div>
          <LanguageSwitcher
            languages={language.options}
            value={language.language}
            onChange={setLocale}
            label={t('footer.languages')}
            showLabel
          />
        </div>
      ) : null}
    </Footer>
  );
}
