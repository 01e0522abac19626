import { Banner } from '@careshop/design-system';
import { useTranslation } from 'react-i18next';

/** Bins a device sent but did not count, per status (null: sent as missing). */
export interface NotCountedLine {
  /** Unique among the lines (device id and status). */
  key: string;
  device: string;
  status: number | null;
  bins: number;
}

/**
 * Says how many bins each sensor reported as not counted, and why (decision 181: a Brickstream
 * `Status` other than 0, or a bin sent as missing); nothing when there are none. `period` picks
 * the sentence: this period (Counts) or the last 7 days (devices).
 */
export function NotCountedNote({
  lines,
  period,
}: {
  lines: readonly NotCountedLine[];
  period: 'period' | 'week';
}) {
  const { t, i18n } = useTranslation();
  if (lines.length === 0) return null;
  const number = new Intl.NumberFormat(i18n.language);
  const total = lines.reduce((sum, line) => sum + line.bins, 0);
  return (
    <Banner
      severity="warning"
      title={t(`console_app.counts.not_counted_title_${period}`, { bins: number.format(total) })}
    >
      <ul className="not-counted-note-list">
        {lines.map((line) => (
          <li key={line.key}>
            {line.status === null
              ? t('console_app.counts.not_counted_missing', {
                  device: line.device,
                  bins: number.format(line.bins),
                })
              : t('console_app.counts.not_counted_status', {
                  device: line.device,
                  bins: number.format(line.bins),
                  status: line.status,
                })}
          </li>
        ))}
      </ul>
    </Banner>
  );
}
