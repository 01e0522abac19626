import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every run of spaces (no-break spaces included) made one space, as pdftotext's layout needs. */
export const spaced = (text: string): string => text.replace(/[\s\u00a0\u202f]+/g, ' ');

/** pdftotext's text of a PDF (written to `dir` first), with every run of spaces made one space. */
export function pdfText(bytes: Buffer, dir: string): string {
  const path = join(dir, `${randomUUID()}.pdf`);
  writeFileSync(path, bytes);
  return spaced(execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }));
}
