export { renderCsv } from './render-csv.js';
export type { PdfTexts } from './render-pdf.js';
export { niceMax, renderPdf } from './render-pdf.js';
export { excelDateFormat, renderXlsx } from './render-xlsx.js';
export type { ReportDocument, ReportRows } from './report-document.js';
export { reportFileName } from './report-document.js';
