/** What a product leaflet shows. */
export interface LeafletInput {
  title: string;
  lines: readonly string[];
}

// Helvetica with WinAnsiEncoding covers Latin-1, which holds every character of the six shop
// languages except typographic quotes and dashes; those are mapped, anything else becomes '?'.
const typographic: Record<string, string> = {
  '’': "'",
  '‘': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
};

function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    const mapped = typographic[char] ?? char;
    for (const c of mapped) {
      const code = c.codePointAt(0) ?? 63;
      const byte = code <= 0xff ? code : 63;
      if (c === '(' || c === ')' || c === '\\') out += `\\${c}`;
      else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
      else out += c;
    }
  }
  return out;
}

/** Breaks a paragraph into lines of at most `width` characters, on spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * A one-page A4 PDF (PDF 1.4, the built-in Helvetica font): the title, then the lines. Written by
 * hand because a leaflet is a few lines of text and a PDF library would be the biggest dependency
 * of the server.
 */
export function leafletPdf(input: LeafletInput): Buffer {
  const body = [
    'BT',
    '/F2 18 Tf',
    '56 780 Td',
    `(${pdfText(input.title)}) Tj`,
    '/F1 11 Tf',
    '0 -30 Td',
    '15 TL',
    ...input.lines.flatMap((line) => wrap(line, 90)).map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
