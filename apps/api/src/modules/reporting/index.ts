export { deliverSubscription } from './deliver.js';
export type { ReportingDeps } from './deps.js';
export { reportingRoutes } from './plugin.js';
export { renderCsv } from './render/render-csv.js';
export { type PdfTexts, renderPdf } from './render/render-pdf.js';
export { excelDateFormat, renderXlsx } from './render/render-xlsx.js';
export * from './schema.js';
export { listStoredSubscriptions } from './stored-subscriptions.js';
