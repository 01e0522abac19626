import type { JobEngine } from '../../platform/jobs/job-engine.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { CountingDeps } from '../counting/index.js';
import type { IdentityContext } from '../identity/index.js';

/** What console administration's routes receive. */
export interface ConsoleAdminDeps
  extends Pick<CountingDeps, 'liveHub' | 'deviceDirectory' | keyof IdentityContext> {
  mailer: Mailer;
  /** The job engine (rebuilds a location's rollups in the background); undefined when `JOBS=0`. */
  jobs: JobEngine | undefined;
}
