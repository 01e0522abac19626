import type { ConsoleSeries } from '@careshop/validation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { changePercent } from './count-labels';

/**
 * The period's totals as tiles above the chart: one per count column (entries and exits of the
 * people counters, of the gates), each with its change against the previous period.
 */
export function CountTiles({ series }: { series: ConsoleSeries }) {
  const { t, i18n } = useTranslation();
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  return (
    <ul className="counts-tiles" aria-label={t('console_app.counts.tiles')}>
      {series.columns.map((column) => {
        const total = series.totals[column];
        const before = series.previous_totals[column];
        const change = changePercent(total, before);
        const previous = number.format(before);
        const trend = change === null ? 'none' : change > 0 ? 'up' : change < 0 ? 'down' : 'same';
        return (
          <li key={column} className="counts-tile" data-column={column}>
            <span className="counts-tile-label">{t(`console.report_columns.${column}`)}</span>
            <strong className="counts-tile-value">{number.format(total)}</strong>
            <span className="counts-tile-change" data-trend={trend}>
              {change === null
                ? t('console_app.counts.tile_change_none')
                : t(`console_app.counts.tile_change_${trend}`, {
                    percent: Math.abs(change),
                    previous,
                  })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
