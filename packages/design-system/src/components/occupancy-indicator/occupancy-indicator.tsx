import { dot, root, text } from './occupancy-indicator.css';
import { type OccupancyLevel, occupancyLevel } from './occupancy-level';

/** Props of {@link OccupancyIndicator}. */
export interface OccupancyIndicatorProps {
  /** Location name or "Occupancy", the meter's accessible name. */
  label: string;
  count: number;
  optimal: number;
  orangePercent: number;
  redPercent: number;
  /** Translated level names; shown next to the dot so colour is not the only cue. */
  levelLabels: Record<OccupancyLevel, string>;
  /** E.g. `(count, optimal) => \`${count} / ${optimal}\``; omitted: only the level name shows. */
  formatValue?: (count: number, optimal: number) => string;
}

/** The console's live occupancy: green, orange or red against the optimal balance. */
export function OccupancyIndicator({
  label,
  count,
  optimal,
  orangePercent,
  redPercent,
  levelLabels,
  formatValue,
}: OccupancyIndicatorProps) {
  const { level } = occupancyLevel({ count, optimal, orangePercent, redPercent });
  const levelText = levelLabels[level];
  const value = formatValue && level !== 'disabled' ? formatValue(count, optimal) : null;
  if (level === 'disabled') {
    return (
      <span className={root} data-level={level}>
        <span aria-hidden="true" className={dot({ level })} />
        <span className={text}>
          {label}: {levelText}
        </span>
      </span>
    );
  }
  return (
    <span className={root} data-level={level}>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be themed consistently across browsers; the ARIA meter carries the same semantics. */}
      <span
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={Math.max(optimal, count)}
        aria-valuenow={Math.max(count, 0)}
        aria-valuetext={value ? `${levelText}, ${value}` : levelText}
        className={dot({ level })}
      />
      <span aria-hidden="true" className={text}>
        {levelText}
        {value ? ` · ${value}` : null}
      </span>
    </span>
  );
}
