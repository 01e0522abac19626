import { Card } from '@careshop/design-system';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../lib/sanitize-html';

/** Props of {@link MaintenancePage}: the organisation's texts, when it set them. */
export interface MaintenancePageProps {
  title: string | null;
  /** HTML from the organisation settings; sanitised before rendering. */
  messageHtml: string | null;
}

/**
 * SPEC 2 maintenance page: the organisation's title and sanitised HTML message if set, else the
 * default translated title, text and thanks lines.
 */
export function MaintenancePage({ title, messageHtml }: MaintenancePageProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="maintenance-title" data-testid="maintenance-page">
      <h1 id="maintenance-title">{title || t('maintenance.title')}</h1>
      <Card>
        {messageHtml ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
          <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(messageHtml) }} />
        ) : (
          <>
            <p>{t('maintenance.text')}</p>
            <p>{t('maintenance.thanks')}</p>
          </>
        )}
      </Card>
    </section>
  );
}
