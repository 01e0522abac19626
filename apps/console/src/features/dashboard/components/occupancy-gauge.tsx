import type { LocationOccupancy } from '@careshop/validation';
import { useTranslation } from 'react-i18next';

/**
 * A location's occupancy as a horizontal traffic-light bar against its optimal value (100 %),
 * with the level in words so colour is never the only cue. The level is the server's.
 */
export function OccupancyGauge({ row }: { row: LocationOccupancy }) {
  const { t } = useTranslation();
  const levelText =
    row.level === 'none'
      ? t('console.occupancy.indicator_disabled')
      : t(`console.occupancy.levels.${row.level}`);
  const width = row.percent === null ? 0 : Math.min(100, row.percent);
  return (
    <div className="console-gauge" data-level={row.level}>
      <div className="console-gauge-figures">
        <span className="console-gauge-count">{row.count}</span>
        <span>{row.percent === null ? levelText : `${row.percent} % · ${levelText}`}</span>
      </div>
      {row.percent === null ? null : (
        // biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be themed the same way in every browser; the ARIA meter carries the same meaning.
        <div
          className="console-gauge-track"
          role="meter"
          aria-label={row.name}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(row.percent, 100)}
          aria-valuetext={`${row.percent} %, ${levelText}`}
        >
          <div className="console-gauge-fill" style={{ width: `${width}%` }} />
        </div>
      )}
    </div>
  );
}
