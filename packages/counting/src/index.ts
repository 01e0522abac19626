export type { BinMetric } from './metrics.js';
export { rollupMetricsForBin, selfCheckMetric } from './metrics.js';
export { occupancy } from './occupancy.js';
export { isCounted, localDateOf, localDayStart, localHourOf, nextLocalDate } from './time.js';
export type {
  CountBin,
  DeviceType,
  GateReading,
  IngestProtocol,
  LocalHour,
  LocationRules,
  Occupancy,
  OccupancyLevel,
  OccupancyThresholds,
  ParseContext,
  ParsedPush,
  SelfCheckKind,
  SelfCheckTransaction,
} from './types.js';
export { CountingParseError } from './types.js';
