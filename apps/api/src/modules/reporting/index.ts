export { deliverSubscription } from './deliver.js';
export { renderCsv } from './render/render-csv.js';
export { type PdfTexts, renderPdf } from './render/render-pdf.js';
export { excelDateFormat, renderXlsx } from './render/render-xlsx.js';
export { consoleChartRoutes } from './routes/console-charts.js';
export { consoleReportRoutes } from './routes/console-reports.js';
export * from './schema.js';
export { listStoredSubscriptions } from './stored-subscriptions.js';
