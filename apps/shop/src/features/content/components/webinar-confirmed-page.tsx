import { Card } from '@careshop/design-system';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';

/** SPEC 2 /webinar-confirmed. */
export function WebinarConfirmedPage() {
  const { t } = useTranslation();
  return (
    <PageSection title={t('webinar.confirmed.title')}>
      <Card>
        <p>{t('webinar.confirmed.text')}</p>
        <Link to="/webinar">{t('webinar.upcoming')}</Link>
      </Card>
    </PageSection>
  );
}
