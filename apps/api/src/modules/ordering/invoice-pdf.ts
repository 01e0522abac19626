import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
// DejaVu Sans, like the console's PDF reports (decision 202): every character of the six shop
// languages and of any Latin office name prints; the PDF embeds the subset it uses.
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 50;
const ROW_GAP = 4;

/** A labelled value of the invoice ("Order number", "00000012"). */
export interface InvoiceField {
  label: string;
  value: string;
}

/**
 * Everything an invoice shows, already in the reader's language and formatted (money, dates):
 * the renderer only lays it out (decision 231).
 */
export interface InvoiceInput {
  title: string;
  /** The file's metadata subject, e.g. "Invoice 00000012". */
  subject: string;
  seller: { label: string; lines: string[] };
  billTo: { label: string; lines: string[] };
  /** Order number, order date, customer number, delivery and payment. */
  fields: InvoiceField[];
  columns: { product: string; quantity: string; unitPrice: string; amount: string };
  lines: { product: string; quantity: string; unitPrice: string; amount: string }[];
  /** Subtotal, shipping, discount, the total (`strong`, printed bold) and the VAT it includes. */
  totals: (InvoiceField & { strong?: boolean })[];
  /** "Page {{page}}" in the reader's language. */
  page: string;
}

/** The invoice as an A4 PDF (pdfkit), collected in memory: an invoice is one or two pages. */
export function renderInvoicePdf(input: InvoiceInput): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: input.subject, Subject: input.subject },
  });
  pdf.registerFont('regular', FONT_REGULAR);
  pdf.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const width = pdf.page.width - 2 * MARGIN;
  const bottom = () => pdf.page.height - MARGIN - 20;
  let pageNumber = 1;
  const footer = () => {
    const margins = pdf.page.margins;
    pdf.page.margins = { ...margins, bottom: 0 };
    pdf.font('regular').fontSize(8).fillColor('#666666');
    pdf.text(input.page.replace('{{page}}', String(pageNumber)), MARGIN, pdf.page.height - 40, {
      width,
      align: 'right',
      lineBreak: false,
    });
    pdf.fillColor('#000000');
    pdf.page.margins = margins;
  };

  // Product, quantity, unit price, amount.
  const columnWidths = [width - 3 * 90, 70, 100, 100].map((w, i) => (i === 0 ? w + 20 : w));
  const xs = columnWidths.map(
    (_, i) => MARGIN + columnWidths.slice(0, i).reduce((a, b) => a + b, 0),
  );
  const row = (cells: string[], y: number, bold: boolean): number => {
    pdf.font(bold ? 'bold' : 'regular').fontSize(9);
    const height = Math.max(
      ...cells.map((cell, i) => pdf.heightOfString(cell, { width: (columnWidths[i] ?? 0) - 8 })),
    );
    cells.forEach((cell, i) => {
      pdf.text(cell, (xs[i] ?? 0) + 4, y, {
        width: (columnWidths[i] ?? 0) - 8,
        align: i === 0 ? 'left' : 'right',
      });
    });
    return y + height + ROW_GAP;
  };
  const headerRow = (y: number): number => {
    const cells = [
      input.columns.product,
      input.columns.quantity,
      input.columns.unitPrice,
      input.columns.amount,
    ];
    pdf
      .rect(MARGIN, y - 3, width, 18)
      .fill('#e5e7eb')
      .fillColor('#000000');
    return row(cells, y, true) + 2;
  };

  footer();
  pdf.font('bold').fontSize(20).text(input.title, MARGIN, MARGIN, { width });
  const top = pdf.y + 12;
  const block = (x: number, label: string, lines: string[]) => {
    pdf
      .font('bold')
      .fontSize(9)
      .text(label, x, top, { width: width / 2 - 10 });
    pdf.font('regular').fontSize(10);
    for (const line of lines) pdf.text(line, x, undefined, { width: width / 2 - 10 });
    return pdf.y;
  };
  const afterSeller = block(MARGIN, input.seller.label, input.seller.lines);
  const afterBillTo = block(MARGIN + width / 2, input.billTo.label, input.billTo.lines);
  let y = Math.max(afterSeller, afterBillTo) + 16;
  pdf.fontSize(10);
  for (const field of input.fields) {
    pdf.font('bold').text(`${field.label}:`, MARGIN, y, { width: 160 });
    pdf.font('regular').text(field.value, MARGIN + 165, y, { width: width - 165 });
    y = pdf.y + 2;
  }
  y = headerRow(y + 14);
  for (const line of input.lines) {
    if (y + 30 > bottom()) {
      pdf.addPage();
      pageNumber += 1;
      footer();
      y = headerRow(MARGIN);
    }
    y = row([line.product, line.quantity, line.unitPrice, line.amount], y, false);
  }
  if (y + 20 * input.totals.length + 10 > bottom()) {
    pdf.addPage();
    pageNumber += 1;
    footer();
    y = MARGIN;
  }
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(0.5)
    .stroke('#9ca3af');
  y += 6;
  for (const total of input.totals) {
    pdf.font(total.strong ? 'bold' : 'regular').fontSize(total.strong ? 11 : 10);
    pdf.text(total.label, MARGIN + width - 320, y, { width: 200, align: 'right' });
    pdf.text(total.value, MARGIN + width - 110, y, { width: 106, align: 'right' });
    y = pdf.y + 3;
  }
  pdf.end();
  return done;
}
