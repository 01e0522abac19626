import { Button, Card, EmptyState, Spinner, Stack } from '@careshop/design-system';
import { formatDate } from '@careshop/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { useShopLanguage } from '../../../lib/use-shop-language';
import { plainText, useContent, type WebinarDocument } from '../api/get-content';
import { WebinarRegistrationForm } from './webinar-registration-form';

/**
 * SPEC 2 webinar pages from the content service; "Register" opens the registration form of that
 * webinar, which leads to /webinar-confirmed.
 */
export function WebinarPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const { language, intlLocale } = useShopLanguage();
  const content = useContent<WebinarDocument>('webinar', language);
  const webinars = content.data ?? [];
  return (
    <PageSection title={t('webinar.title')} intro={t('webinar.intro')}>
      {content.isPending ? <Spinner label={t('common.loading')} /> : null}
      {!content.isPending && webinars.length === 0 ? (
        <EmptyState title={t('webinar.no_webinars')} headingLevel={2} />
      ) : null}
      <Stack gap="md">
        {webinars.map((webinar) => {
          const startsAt =
            typeof webinar.data.starts_at === 'string' ? new Date(webinar.data.starts_at) : null;
          return (
            <Card
              key={webinar.uid}
              as="article"
              title={plainText(webinar.data.title)}
              headingLevel={2}
            >
              <p>{plainText(webinar.data.description)}</p>
              {startsAt ? (
                <p>
                  {t('webinar.date_time', {
                    date: formatDate(startsAt, intlLocale, { dateStyle: 'long' }),
                    time: formatDate(startsAt, intlLocale, { timeStyle: 'short' }),
                  })}
                </p>
              ) : null}
              {webinar.uid && open === webinar.uid ? (
                <WebinarRegistrationForm uid={webinar.uid} title={plainText(webinar.data.title)} />
              ) : (
                <span>
                  <Button onClick={() => setOpen(webinar.uid)} disabled={!webinar.uid}>
                    {t('webinar.register')}
                  </Button>
                </span>
              )}
            </Card>
          );
        })}
      </Stack>
    </PageSection>
  );
}
