import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/database.js';
import type { ReadCache } from '../../platform/http/read-cache.js';
import type { Mailer } from '../../platform/mail/mailer.js';

/**
 * What identity's helpers need (sessions, guards, the shop resolver); every module that calls
 * them with its own services has at least these.
 */
export interface IdentityContext {
  db: Db;
  config: Config;
  /** The clock; tests pass a fixed one to cross year boundaries and expiries. */
  now: () => Date;
  /** The hot reads kept for at most a second (decision 240): sessions, the shop by hostname. */
  readCache: ReadCache;
}

/** What identity's routes receive. */
export interface IdentityDeps extends IdentityContext {
  mailer: Mailer;
  /** The office's latest orders for the user view: ordering owns them, identity shows them. */
  recentOfficeOrders: (db: Db, officeId: number) => Promise<Array<{ id: number; createdAt: Date }>>;
}
