export type { PrepareDatabaseOptions } from './app.js';
export { prepareDatabase } from './app.js';
export type { Config } from './config.js';
export { ConfigError, loadConfig } from './config.js';
export type { AppContext } from './context.js';
export { newDeviceKey } from './counting/device-keys.js';
export type { Database, Db, OpenDatabaseOptions } from './db/database.js';
export { openDatabase } from './db/database.js';
export { demoAccounts, demoPassword, seedDemo } from './db/seed.js';
export type { ScheduledSubscription } from './jobs/due-deliveries.js';
export { dueDeliveries } from './jobs/due-deliveries.js';
export type {
  DeliverSubscription,
  DeliveryResult,
  JobEngine,
  JobEngineOptions,
  ListSubscriptions,
} from './jobs/job-engine.js';
export { createJobEngine } from './jobs/job-engine.js';
export { listStoredSubscriptions } from './jobs/stored-subscriptions.js';
export type { Mailer, MailerOptions, MailKind, MailMessage } from './mail/mailer.js';
export { createMailer } from './mail/mailer.js';
export { deliverSubscription } from './reports/deliver.js';
export { renderCsv } from './reports/render-csv.js';
export type { PdfTexts } from './reports/render-pdf.js';
export { renderPdf } from './reports/render-pdf.js';
export { excelDateFormat, renderXlsx } from './reports/render-xlsx.js';
export type { CareshopServer, ServerDeps } from './server.js';
export { createServer } from './server.js';
