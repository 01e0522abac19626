import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

// Plain elements on purpose: these render before any themed layout has loaded (a chunk that
// failed to load is one of the errors), so they cannot depend on the design system.

/** A route failed to load its data or its code: say so, and offer a reload. */
export function RouteError(_props: ErrorComponentProps) {
  const { t } = useTranslation();
  return (
    <main id="main-content" className="console-main">
      <div role="alert" className="console-alert">
        <p>{t('console_app.forms.load_failed')}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {t('console_app.forms.retry')}
        </button>
      </div>
    </main>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main id="main-content" className="console-main">
      <h1>{t('console_app.not_found.title')}</h1>
      <Link to="/">{t('console_app.not_found.back')}</Link>
    </main>
  );
}
