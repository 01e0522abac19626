import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { addToTotals, type ReportDocument } from './report-document.js';

const require = createRequire(import.meta.url);
// DejaVu Sans covers Latin, Greek and Cyrillic; the PDF embeds the subset it uses (decision 202).
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 40;
const ROW_HEIGHT = 14;
const TABLE_FONT_SIZE = 8;
const SERIES_COLOURS = ['#2563eb', '#ea580c', '#16a34a'];
const MAX_BARS = 120;

/** Texts a PDF needs beyond the document's own: chart title and page numbers. */
export interface PdfTexts {
  chart: string;
  /** "Page {{page}}" in the recipient's language. */
  page: string;
}

/**
 * The report as an A4 PDF (pdfkit, DejaVu Sans embedded, so any Latin, Greek or Cyrillic name
 * prints): title, location and period, a table of the rows paginated with its header repeated on
 * each page and a totals row, then a chart of the (at most three) largest count columns drawn with vector calls. Pages are
 * written as the rows arrive; only the numbers are kept for the chart (decision 202).
 */
export function renderPdf(doc: ReportDocument, texts: PdfTexts): Readable {
  const counts = doc.columns.length - 1;
  const pdf = new PDFDocument({
    size: 'A4',
    layout: counts > 4 ? 'landscape' : 'portrait',
    margin: MARGIN,
    info: { Title: `${doc.title} – ${doc.location}`, Subject: doc.windowLabel },
  });
  pdf.registerFont('regular', FONT_REGULAR);
  pdf.registerFont('bold', FONT_BOLD);

  const width = pdf.page.width - 2 * MARGIN;
  const bottom = () => pdf.page.height - MARGIN - 16;
  const firstWidth = Math.min(170, width / (counts + 1) + 40);
  const countWidth = (width - firstWidth) / Math.max(1, counts);
  const xOf = (index: number) => MARGIN + (index === 0 ? 0 : firstWidth + (index - 1) * countWidth);
  const widthOfColumn = (index: number) => (index === 0 ? firstWidth : countWidth);
  let pageNumber = 1;

  const footer = () => {
    // Text below the bottom margin would start a new page: lift the margin while writing it.
    const margins = pdf.page.margins;
    pdf.page.margins = { ...margins, bottom: 0 };
    pdf.font('regular').fontSize(7).fillColor('#666666');
    pdf.text(
      texts.page.replace('{{page}}', String(pageNumber)),
      MARGIN,
      pdf.page.height - MARGIN - 8,
      {
        width,
        align: 'right',
        lineBreak: false,
      },
    );
    pdf.fillColor('#000000');
    pdf.page.margins = margins;
  };

  const headerRow = (y: number): number => {
    pdf.font('bold').fontSize(TABLE_FONT_SIZE);
    const height =
      Math.max(
        ...doc.columns.map((column, i) =>
          pdf.heightOfString(column.header, { width: widthOfColumn(i) - 6 }),
        ),
      ) + 6;
    pdf.rect(MARGIN, y, width, height).fill('#e5e7eb').fillColor('#000000');
    doc.columns.forEach((column, i) => {
      pdf.text(column.header, xOf(i) + 3, y + 3, {
        width: widthOfColumn(i) - 6,
        align: i === 0 ? 'left' : 'right',
      });
    });
    return y + height;
  };

  const newPage = (): number => {
    pdf.addPage();
    pageNumber++;
    footer();
    return headerRow(MARGIN);
  };

  const line = (cells: (string | number)[], y: number, bold: boolean) => {
    pdf.font(bold ? 'bold' : 'regular').fontSize(TABLE_FONT_SIZE);
    cells.forEach((cell, i) => {
      const text = typeof cell === 'number' ? cell.toLocaleString(doc.locale) : cell;
      pdf.text(text, xOf(i) + 3, y + 3, {
        width: widthOfColumn(i) - 6,
        align: i === 0 ? 'left' : 'right',
        lineBreak: false,
      });
    });
  };

  const write = async () => {
    footer();
    pdf.font('bold').fontSize(16).text(doc.title, MARGIN, MARGIN, { width });
    pdf.moveDown(0.3).font('regular').fontSize(10);
    pdf.text(`${doc.locationHeader}: ${doc.location}`, { width });
    pdf.text(`${doc.windowHeader}: ${doc.windowLabel}`, { width });
    let y = headerRow(pdf.y + 10);

    const totals: number[] = Array.from({ length: counts }, () => 0);
    const series: number[][] = Array.from({ length: counts }, () => []);
    let firstLabel: string | undefined;
    let lastLabel = '';
    let striped = false;
    for await (const row of doc.rows) {
      if (y + ROW_HEIGHT > bottom()) y = newPage();
      if (striped) pdf.rect(MARGIN, y, width, ROW_HEIGHT).fill('#f9fafb').fillColor('#000000');
      striped = !striped;
      line([row.label, ...row.values], y, false);
      addToTotals(totals, row.values);
      series.forEach((values, i) => {
        values.push(row.values[i] as number);
      });
      firstLabel ??= row.label;
      lastLabel = row.label;
      y += ROW_HEIGHT;
    }
    if (y + ROW_HEIGHT > bottom()) y = newPage();
    pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .stroke('#9ca3af');
    line([doc.totalLabel, ...totals], y, true);
    y += ROW_HEIGHT + 20;

    const chartHeight = 220;
    if (y + chartHeight + 40 > bottom()) {
      pdf.addPage();
      pageNumber++;
      footer();
      y = MARGIN;
    }
    drawChart(pdf, {
      x: MARGIN,
      y,
      width,
      height: chartHeight,
      title: texts.chart,
      series: chartSeries(doc, series, totals),
      firstLabel: firstLabel ?? '',
      lastLabel,
      locale: doc.locale,
    });
    pdf.end();
  };
  write().catch((error: unknown) =>
    pdf.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return pdf;
}

/** The (at most three) count columns with the largest totals, in column order. */
function chartSeries(
  doc: ReportDocument,
  series: number[][],
  totals: number[],
): ChartInput['series'] {
  const chosen = totals
    .map((total, i) => ({ total, i }))
    .sort((a, b) => b.total - a.total || a.i - b.i)
    .slice(0, SERIES_COLOURS.length)
    .map(({ i }) => i)
    .sort((a, b) => a - b);
  return chosen.map((i) => ({ name: doc.columns[i + 1]?.header ?? '', values: series[i] ?? [] }));
}

interface ChartInput {
  x: number;
  y: number;
  width: number;
  height: number;
  title: string;
  series: { name: string; values: number[] }[];
  firstLabel: string;
  lastLabel: string;
  locale: string;
}

/** A round axis maximum at or above `value`: 1, 2 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

/** Grouped bars when there are few rows, lines when there are many. */
function drawChart(pdf: PDFKit.PDFDocument, chart: ChartInput): void {
  pdf
    .font('bold')
    .fontSize(11)
    .fillColor('#000000')
    .text(chart.title, chart.x, chart.y, { lineBreak: false });
  const legendY = chart.y + 18;
  let legendX = chart.x;
  chart.series.forEach((s, i) => {
    pdf.rect(legendX, legendY + 1, 8, 8).fill(SERIES_COLOURS[i] as string);
    pdf
      .font('regular')
      .fontSize(8)
      .fillColor('#000000')
      .text(s.name, legendX + 11, legendY, { lineBreak: false });
    legendX += 11 + pdf.widthOfString(s.name) + 14;
  });

  const axisWidth = 44;
  const left = chart.x + axisWidth;
  const top = legendY + 18;
  const plotWidth = chart.width - axisWidth;
  const plotHeight = chart.height - 50;
  const base = top + plotHeight;
  const max = niceMax(Math.max(0, ...chart.series.flatMap((s) => s.values)));
  pdf.font('regular').fontSize(7);
  for (let step = 0; step <= 4; step++) {
    const gy = base - (plotHeight * step) / 4;
    pdf
      .moveTo(left, gy)
      .lineTo(left + plotWidth, gy)
      .lineWidth(0.5)
      .stroke(step === 0 ? '#374151' : '#e5e7eb');
    pdf
      .fillColor('#374151')
      .text(((max * step) / 4).toLocaleString(chart.locale), chart.x, gy - 3, {
        width: axisWidth - 4,
        align: 'right',
        lineBreak: false,
      });
  }
  const rows = chart.series[0]?.values.length ?? 0;
  if (rows > 0) {
    const slot = plotWidth / rows;
    if (rows <= MAX_BARS) {
      const bar = (slot * 0.8) / chart.series.length;
      chart.series.forEach((s, i) => {
        s.values.forEach((value, r) => {
          const h = (plotHeight * value) / max;
          if (h > 0)
            pdf
              .rect(left + r * slot + slot * 0.1 + i * bar, base - h, bar, h)
              .fill(SERIES_COLOURS[i] as string);
        });
      });
    } else {
      chart.series.forEach((s, i) => {
        s.values.forEach((value, r) => {
          const px = left + (r + 0.5) * slot;
          const py = base - (plotHeight * value) / max;
          if (r === 0) pdf.moveTo(px, py);
          else pdf.lineTo(px, py);
        });
        pdf.lineWidth(1).stroke(SERIES_COLOURS[i] as string);
      });
    }
  }
  pdf.fillColor('#374151').fontSize(7);
  pdf.text(chart.firstLabel, left, base + 4, { lineBreak: false });
  pdf.text(chart.lastLabel, left, base + 4, { width: plotWidth, align: 'right', lineBreak: false });
  pdf.fillColor('#000000');
}
