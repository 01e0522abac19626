import { PassThrough, type Readable } from 'node:stream';
import { type Interval, PERIOD_DATE_FORMATS, wallDateOf } from '@careshop/reporting';
import ExcelJS from 'exceljs';
import { addToTotals, type ReportDocument } from './report-document.js';

const PART_CODES: Partial<Record<Intl.DateTimeFormatPartTypes, (value: string) => string>> = {
  year: () => 'yyyy',
  month: (value) => (/^\d+$/.test(value) ? 'mm' : 'mmmm'),
  day: () => 'dd',
  hour: () => 'hh',
  minute: () => 'mm',
};

/**
 * An Excel number format that writes a date the way the recipient's locale does
 * (`dd.mm.yyyy` in German, `mm/dd/yyyy` in US English), read from Intl's own pattern.
 */
export function excelDateFormat(locale: string, interval: Exclude<Interval, '-'>): string {
  const parts = new Intl.DateTimeFormat(locale, {
    ...PERIOD_DATE_FORMATS[interval],
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2024, 10, 23, 15, 30)));
  return parts
    .map((part) => {
      const code = PART_CODES[part.type];
      if (code) return code(part.value);
      // Literals are quoted so Excel never reads their letters as codes ("de", "à").
      return part.value === '' ? '' : `"${part.value.replaceAll('"', '')}"`;
    })
    .join('');
}

const widthOf = (header: string) => Math.min(40, Math.max(12, header.length + 2));

/**
 * The report as an XLSX workbook through exceljs's streaming writer (decision 202): one sheet,
 * a bold header row frozen in place, the period as a real date cell in the recipient's date format
 * (text for a one-total report), counts as numbers, a totals row. Rows are committed as they come,
 * without shared strings, so memory stays flat.
 */
export function renderXlsx(doc: ReportDocument): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(
    doc.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || 'Report',
    {
      views: [{ state: 'frozen', ySplit: 1 }],
    },
  );
  const numFmt = doc.interval === '-' ? undefined : excelDateFormat(doc.locale, doc.interval);
  sheet.columns = doc.columns.map((column, index) => ({
    header: column.header,
    key: column.key,
    width: index === 0 ? Math.max(widthOf(column.header), 20) : widthOf(column.header),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const write = async () => {
    const totals: number[] = doc.columns.slice(1).map(() => 0);
    for await (const row of doc.rows) {
      addToTotals(totals, row.values);
      const period = numFmt ? wallDateOf(row.bucket.from, row.bucket.hour) : row.label;
      const written = sheet.addRow([period, ...row.values]);
      if (numFmt) written.getCell(1).numFmt = numFmt;
      written.commit();
    }
    const total = sheet.addRow([doc.totalLabel, ...totals]);
    total.font = { bold: true };
    total.commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}
