import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useWho } from '../lib/me';

/**
 * What a screen the user's level or role may not use shows when opened by its address (a link,
 * a bookmark, a typed URL): says so plainly, names the user's access, and leads to their start
 * screen. The screen itself is not rendered, so it asks the API for nothing.
 */
export function NotAvailablePage() {
  const { t } = useTranslation();
  const who = useWho();
  const access =
    who.kind === 'staff'
      ? t('console_app.backoffice.account.staff')
      : t(`console.user_levels.${who.me.console_level}`);
  return (
    <div className="console-not-available">
      <svg aria-hidden="true" width="48" height="48" viewBox="0 0 48 48" fill="none">
        <rect x="10" y="21" width="28" height="20" rx="3" fill="currentColor" opacity="0.2" />
        <path
          d="M16 21v-5a8 8 0 0 1 16 0v5"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="24" cy="31" r="3" fill="currentColor" />
      </svg>
      <h1>{t('console_app.access.title')}</h1>
      <p>{t('console_app.access.text')}</p>
      <p className="console-muted">{t('console_app.access.level', { level: access })}</p>
      <Link to={who.kind === 'staff' ? '/shop/licences' : '/'}>{t('console_app.access.back')}</Link>
    </div>
  );
}
