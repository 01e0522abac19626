import type { DeviceDirectory, IngestWriter, LiveHub } from './modules/counting/index.js';
import type { PaymentProvider, TestCheckout } from './modules/ordering/index.js';
import type { Config } from './platform/config.js';
import type { Db } from './platform/db/database.js';
import type { ReadCache } from './platform/http/read-cache.js';
import type { JobEngine } from './platform/jobs/job-engine.js';
import type { Mailer } from './platform/mail/mailer.js';

/**
 * The server's services. No module sees this object: `routes.ts` hands each module only the
 * services it uses (`modules/<m>/deps.ts`).
 */
export interface AppContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  /**
   * Collects online payments: an adapter passed to the server, else the built-in test checkout
   * while it is on (decision 130); undefined = no online payment (invoice / cash on delivery only).
   */
  payments: PaymentProvider | undefined;
  /** The test checkout's page and buttons, when the test checkout is the provider. */
  testCheckout: TestCheckout | undefined;
  /** The clock; tests pass a fixed one to cross year boundaries and expiries. */
  now: () => Date;
  /** Announces changed live counts to every API process (reporting console). */
  liveHub: LiveHub;
  /**
   * Devices by key hash for ingestion, cached up to 60 s (decision 187). Code that revokes,
   * pauses, moves or re-keys a device calls `forgetDevice(id)` after its commit.
   */
  deviceDirectory: DeviceDirectory;
  /** Group commit of device pushes (decision 176): one transaction and one flush for many. */
  ingestWriter: IngestWriter;
  /** The job engine (pg-boss, decision 206); undefined when `JOBS=0`. Started on ready, stopped on close. */
  jobs: JobEngine | undefined;
  /**
   * Answers of the hot reads (the shop by hostname, `GET /product`, `GET /user/me`) kept for at
   * most a second (decision 240). Every write request through this server forgets them; code that
   * writes what they show outside a request (a job, a timer) calls `readCache.forget()` after its
   * commit.
   */
  readCache: ReadCache;
  /** The office's latest orders for the user view (identity reads them, ordering owns them). */
  recentOfficeOrders: (db: Db, officeId: number) => Promise<Array<{ id: number; createdAt: Date }>>;
}
