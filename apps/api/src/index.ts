export type { PrepareDatabaseOptions } from './app.js';
export { prepareDatabase } from './app.js';
export type { AppContext } from './context.js';
export { newDeviceKey } from './modules/counting/index.js';
export type { PdfTexts } from './modules/reporting/index.js';
export {
  deliverSubscription,
  excelDateFormat,
  listStoredSubscriptions,
  renderCsv,
  renderPdf,
  renderXlsx,
} from './modules/reporting/index.js';
export type { Config } from './platform/config.js';
export { ConfigError, loadConfig } from './platform/config.js';
export type { Database, Db, OpenDatabaseOptions } from './platform/db/database.js';
export { openDatabase } from './platform/db/database.js';
export type { ScheduledSubscription } from './platform/jobs/due-deliveries.js';
export { dueDeliveries } from './platform/jobs/due-deliveries.js';
export type {
  DeliverSubscription,
  DeliveryResult,
  JobEngine,
  JobEngineOptions,
  ListSubscriptions,
} from './platform/jobs/job-engine.js';
export { createJobEngine } from './platform/jobs/job-engine.js';
export type { Mailer, MailerOptions, MailKind, MailMessage } from './platform/mail/mailer.js';
export { createMailer } from './platform/mail/mailer.js';
export { demoAccounts, demoPassword, seedDemo } from './seed.js';
export type { CareshopServer, ServerDeps } from './server.js';
export { createServer } from './server.js';
