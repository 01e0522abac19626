import { Button, EmptyState } from '@careshop/design-system';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageClassName } from '../../lib/page-transition';

/** The catch-all 404 (SPEC 2 public routes): a link to the homepage. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section
      aria-labelledby="not-found-title"
      className={pageClassName()}
      style={{ padding: '2rem 1rem' }}
    >
      <p aria-hidden="true" style={{ fontSize: '3rem', fontWeight: 800, margin: 0 }}>
        {t('not_found.code')}
      </p>
      <h1 id="not-found-title">{t('not_found.title')}</h1>
      <EmptyState
        title={t('not_found.text')}
        headingLevel={2}
        action={
          <Button onClick={() => void navigate({ to: '/' })}>{t('not_found.home_link')}</Button>
        }
      />
    </section>
  );
}
