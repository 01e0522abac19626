import { Banner, Spinner } from '@careshop/design-system';
import { useTranslation } from 'react-i18next';
import { useOfficeTexts } from '../lib/office';
import { useMe } from '../lib/queries/get-me';
import { PageSection } from './page-section';

/**
 * What the cart and the quick order show a member whose office role does not let them order
 * (issue 29, decision 330): a viewer is told to ask the office's administrator, a removed member
 * that they are no longer a member of the office.
 */
export function OfficeRoleNotice({ title }: { title: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const ready = useOfficeTexts();
  if (!ready) return <Spinner label={t('common.loading')} />;
  return (
    <PageSection title={title}>
      <Banner severity="info" live="status">
        {me?.office_role === 'removed'
          ? t('office.banner.removed', { office: me.company_name || me.cust_no || '' })
          : t('office.banner.viewer')}
      </Banner>
    </PageSection>
  );
}
