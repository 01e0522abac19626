export { BINS_CSV_COLUMNS, parseBinsCsv, parseBinsJson } from './bins.js';
export { BRICKSTREAM_VERSIONS, parseBrickstreamXml } from './brickstream.js';
export type { GateDelta, GateDeltaOptions } from './gate.js';
export { GATE_COUNTER_MAX, gateDelta, parseGatePush } from './gate.js';
export type { BinMetric } from './metrics.js';
export { binMetricFields, rollupMetricsForBin, selfCheckMetric } from './metrics.js';
export { occupancy } from './occupancy.js';
export {
  FUTURE_SKEW_MS,
  MAX_BIN_MS,
  MAX_COUNT,
  MAX_RECORDS_PER_PUSH,
} from './parse-checks.js';
export { parsePush } from './parse-push.js';
export type { BinsPushInput } from './payloads/bins.js';
export { buildBinsCsv, buildBinsJson } from './payloads/bins.js';
export type { BrickstreamXmlInput } from './payloads/brickstream.js';
export { buildBrickstreamXml } from './payloads/brickstream.js';
export type { GatePushInput } from './payloads/gate.js';
export { buildGatePush } from './payloads/gate.js';
export type { Sip2LinesOptions } from './payloads/sip2.js';
export { buildSip2Lines } from './payloads/sip2.js';
export type { XovisPushInput } from './payloads/xovis.js';
export { buildXovisPush } from './payloads/xovis.js';
export { parseSip2, SIP2_RESPONSE_CODE, sip2Checksum } from './sip2.js';
export { isCounted, localDateOf, localDayStart, localHourOf, nextLocalDate } from './time.js';
export type {
  CountBin,
  CountingParseErrorCode,
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
export { parseXovisPush } from './xovis.js';
