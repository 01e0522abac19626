import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
import type { PaymentProvider } from './payments/payment-provider.js';

/** What every route module receives: the database, settings, mailer and the clock. */
export interface AppContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Collects online payments; the built-in test checkout unless another adapter is passed. */
  payments: PaymentProvider;
  /** The clock; tests pass a fixed one to cross year boundaries and expiries. */
  now: () => Date;
}
