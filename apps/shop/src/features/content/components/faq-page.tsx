import { Banner, Card, EmptyState, Spinner, Stack } from '@careshop/design-system';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { useShopLanguage } from '../../../lib/use-shop-language';
import { type FaqDocument, plainText, useContent } from '../api/get-content';

/** SPEC 2 FAQ by subject (/faq and /faq/{subject}), from the content service. */
export function FaqPage() {
  const { t } = useTranslation();
  const { subject } = useParams({ strict: false }) as { subject?: string };
  const { language } = useShopLanguage();
  const content = useContent<FaqDocument>('faq', language);
  const documents = content.data ?? [];
  const shown = subject ? documents.filter((document) => document.uid === subject) : documents;
  return (
    <PageSection title={t('faq.title')} intro={t('faq.intro')}>
      <nav aria-label={t('faq.subjects.label')}>
        <ul className="shop-nav-list">
          {documents.map((document) => (
            <li key={document.uid}>
              <Link
                to="/faq/$subject"
                params={{ subject: document.uid ?? '' }}
                className="shop-nav-link"
              >
                {plainText(document.data.title)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {content.isPending ? <Spinner label={t('common.loading')} /> : null}
      {content.isError ? (
        <Banner severity="error" live="status">
          {t('errors.content.invalid_response')}
        </Banner>
      ) : null}
      {!content.isPending && shown.length === 0 ? (
        <EmptyState title={t('faq.no_questions')} headingLevel={2} />
      ) : null}
      {shown.map((document) => (
        <Card
          key={document.uid}
          as="section"
          title={plainText(document.data.title)}
          headingLevel={2}
        >
          <Stack gap="sm">
            {(document.data.questions ?? []).map((entry) => (
              <details key={plainText(entry.question)}>
                <summary>{plainText(entry.question)}</summary>
                <p>{plainText(entry.answer)}</p>
              </details>
            ))}
          </Stack>
        </Card>
      ))}
      {subject ? <Link to="/faq">{t('faq.back')}</Link> : null}
      <p>
        {t('faq.more_help')} <Link to="/contact">{t('faq.contact_link')}</Link>
      </p>
    </PageSection>
  );
}
