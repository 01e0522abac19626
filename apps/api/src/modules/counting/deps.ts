import type { IdentityContext } from '../identity/index.js';
import type { DeviceDirectory } from './device-directory.js';
import type { IngestWriter } from './ingest-writer.js';
import type { LiveHub } from './live-hub.js';

/** What counting's routes receive. */
export interface CountingDeps extends IdentityContext {
  /** Announces changed live counts to every API process (reporting console). */
  liveHub: LiveHub;
  /**
   * Devices by key hash for ingestion, cached up to 60 s (decision 187). Code that revokes,
   * pauses, moves or re-keys a device calls `forgetDevice(id)` after its commit.
   */
  deviceDirectory: DeviceDirectory;
  /** Group commit of device pushes (decision 176): one transaction and one flush for many. */
  ingestWriter: IngestWriter;
}
