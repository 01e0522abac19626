export { chooseLiveHub } from './choose-live-hub.js';
export {
  type CompanyScope,
  inScope,
  isoOrNull,
  referencedLocation,
  scopedRow,
  targetCompany,
} from './console-scope.js';
export type { CountingDeps } from './deps.js';
export { deviceAccessCheck } from './device-access.js';
export { createDeviceDirectory, type DeviceDirectory } from './device-directory.js';
export { newDeviceKey } from './device-keys.js';
export { createIngestWriter, type IngestWriter } from './ingest-writer.js';
export type { LiveHub } from './live-hub.js';
export { notCountedOfLocation } from './not-counted.js';
export { countingRoutes } from './plugin.js';
export { rebuildRollups } from './rollup-rebuild.js';
export * from './schema.js';
export { seedCountingDemo } from './seed.js';
export { createSimulator } from './simulator.js';
