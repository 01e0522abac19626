import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLiveOccupancy } from '../api/use-live-occupancy';

/** What the entrance sign says at each level: full (red) stop, almost full wait, else go. */
export function signOf(level: 'green' | 'orange' | 'red' | 'none'): 'go' | 'wait' | 'stop' {
  if (level === 'red') return 'stop';
  if (level === 'orange') return 'wait';
  return 'go';
}

/**
 * The full-screen GO / STOP sign of one location for a screen at the entrance: a whole-screen
 * colour, one word, and the count, updating live.
 */
export function DisplayPage() {
  const { t } = useTranslation();
  const { locationId } = useParams({ from: '/authed/display/$locationId' });
  const live = useLiveOccupancy();
  const row = live.data?.find((item) => item.location_id === locationId);
  const sign = row ? signOf(row.level) : 'go';
  return (
    <main id="main-content" className="console-display" data-sign={row ? sign : 'unknown'}>
      <h1 className="console-sr-only">{row?.name ?? ''}</h1>
      <p className="console-display-word" aria-live="polite">
        {row ? t(`console_app.display.${sign}`) : '…'}
      </p>
      {row ? (
        <p className="console-display-count">
          {row.name}
          {' · '}
          {t('console_app.display.people_plain', { count: row.count })}
          {row.percent === null ? null : ` · ${row.percent} %`}
        </p>
      ) : null}
      <Link to="/" className="console-display-back">
        {t('console_app.display.back')}
      </Link>
    </main>
  );
}
