export { chooseLiveHub } from './choose-live-hub.js';
export {
  type CompanyScope,
  inScope,
  isoOrNull,
  referencedLocation,
  scopedRow,
  targetCompany,
} from './console-scope.js';
export { deviceAccessCheck } from './device-access.js';
export { createDeviceDirectory, type DeviceDirectory } from './device-directory.js';
export { newDeviceKey } from './device-keys.js';
export { createIngestWriter, type IngestWriter } from './ingest-writer.js';
export type { LiveHub } from './live-hub.js';
export { notCountedOfLocation } from './not-counted.js';
export { rebuildRollups } from './rollup-rebuild.js';
export { consoleDeviceRoutes } from './routes/console-devices.js';
export { consoleOccupancyRoutes } from './routes/console-occupancy.js';
export { ingestRoutes } from './routes/ingest.js';
export * from './schema.js';
export { seedCountingDemo } from './seed.js';
export { createSimulator } from './simulator.js';
