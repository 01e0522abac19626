export type { PrepareDatabaseOptions } from './app.js';
export { prepareDatabase } from './app.js';
export type { AppContext } from './context.js';
export { newDeviceKey } from './modules/counting/device-keys.js';
export { deliverSubscription } from './modules/reporting/deliver.js';
export type { ScheduledSubscription } from './modules/reporting/due-deliveries.js';
export { dueDeliveries } from './modules/reporting/due-deliveries.js';
export { renderCsv } from './modules/reporting/render/render-csv.js';
export type { PdfTexts } from './modules/reporting/render/render-pdf.js';
export { renderPdf } from './modules/reporting/render/render-pdf.js';
export { excelDateFormat, renderXlsx } from './modules/reporting/render/render-xlsx.js';
export { listStoredSubscriptions } from './modules/reporting/stored-subscriptions.js';
export type { Config } from './platform/config.js';
export { ConfigError, loadConfig } from './platform/config.js';
export type { Database, Db, OpenDatabaseOptions } from './platform/db/database.js';
export { openDatabase } from './platform/db/database.js';
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
