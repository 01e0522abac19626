/** Traffic-light level of a location's live occupancy. */
export type OccupancyLevel = 'disabled' | 'green' | 'orange' | 'red';

/** Inputs of {@link occupancyLevel}: a location's live count and its configured balances. */
export interface OccupancyLevelInput {
  /** Live count: enters − leaves since the location opened today. */
  count: number;
  /** `optimal_balance`: the 100% mark; 0 (or less) disables the indicator. */
  optimal: number;
  /** `balance_orange`: percentage of optimal from which the level is orange; 0 = no orange. */
  orangePercent: number;
  /** `balance_red`: percentage of optimal from which the level is red; 0 = no red. */
  redPercent: number;
}

/** The occupancy as a percentage of optimal, and its level. See decision 064. */
export interface OccupancyLevelOutput {
  level: OccupancyLevel;
  /** Rounded percentage of optimal; `null` when disabled. */
  percent: number | null;
}

/** Classifies a live count against the location's optimal balance and thresholds. Pure. */
export function occupancyLevel(input: OccupancyLevelInput): OccupancyLevelOutput {
  if (!(input.optimal > 0)) return { level: 'disabled', percent: null };
  const percent = (Math.max(input.count, 0) / input.optimal) * 100;
  const rounded = Math.round(percent);
  if (input.redPercent > 0 && percent >= input.redPercent)
    return { level: 'red', percent: rounded };
  if (input.orangePercent > 0 && percent >= input.orangePercent) {
    return { level: 'orange', percent: rounded };
  }
  return { level: 'green', percent: rounded };
}
