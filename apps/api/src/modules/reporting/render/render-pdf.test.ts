import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { reportTexts } from '@careshop/reporting';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleReport } from '../../../testing/report-samples.js';
import { niceMax, renderPdf } from './render-pdf.js';

const dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function writePdf(
  name: string,
  doc: Parameters<typeof renderPdf>[0],
  locale: string,
): Promise<string> {
  const bytes = await buffer(renderPdf(doc, reportTexts(locale)));
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const path = join(dir, `${name}.pdf`);
  writeFileSync(path, bytes);
  return path;
}

const pdfText = (path: string, page?: number) =>
  execFileSync(
    'pdftotext',
    [...(page ? ['-f', String(page), '-l', String(page)] : []), '-layout', path, '-'],
    {
      encoding: 'utf8',
    },
  );

describe('renderPdf', () => {
  it('prints title, location, period and headers in Unicode, and draws a page that is not blank', async () => {
    const doc = sampleReport({
      type: 'PEOPLECOUNTER_ENTERLEAVE',
      interval: 'D',
      from: '2024-03-01',
      to: '2024-03-15',
      location: 'Łódź Biblioteka – Βιβλιοθήκη Αθηνών',
      locale: 'de',
      rollups: Array.from({ length: 14 }, (_, day) => [
        {
          localDate: `2024-03-${String(day + 1).padStart(2, '0')}`,
          metric: 'enter',
          value: 100 + day * 40,
        },
        {
          localDate: `2024-03-${String(day + 1).padStart(2, '0')}`,
          metric: 'leave',
          value: 90 + day * 30,
        },
      ]).flat(),
    });
    const path = await writePdf('daily', doc, 'de');
    const text = pdfText(path);
    expect(text).toContain('Personenzähler');
    expect(text).toContain('Standort: Łódź Biblioteka – Βιβλιοθήκη Αθηνών');
    expect(text).toContain('Zeitraum: 01.03.2024 – 14.03.2024');
    expect(text).toMatch(/Datum\s+Eintritte\s+Austritte/);
    expect(text).toMatch(/14\.03\.2024\s+620\s+480/);
    expect(text).toMatch(/Summe\s+5\.040\s+3\.990/);
    expect(text).toContain('Diagramm');

    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', path, join(dir, 'page')]);
    const png = PNG.sync.read(readFileSync(join(dir, 'page-1.png')));
    let ink = 0;
    for (let i = 0; i < png.data.length; i += 4) {
      if (
        (png.data[i] as number) < 200 ||
        (png.data[i + 1] as number) < 200 ||
        (png.data[i + 2] as number) < 200
      )
        ink++;
    }
    // Text, table lines and the chart's bars: far more than a blank page's zero.
    expect(ink).toBeGreaterThan(3000);
  });

  it('paginates a long table, repeating its header on each page', async () => {
    const doc = sampleReport({
      type: 'SELFCHECK_PATRONLOGONCHECKPOUTCHECKINRENEWALPAYMENT',
      interval: 'h',
      from: '2024-05-01',
      to: '2024-05-04',
      location: 'Αθήνα',
      locale: 'en',
      rollups: [{ localDate: '2024-05-02', hour: 9, metric: 'selfcheck_renew_ok', value: 3 }],
    });
    const path = await writePdf('hourly', doc, 'en');
    const pages = Number(
      /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1],
    );
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(pdfText(path, 1)).toContain('Page 1');
    const second = pdfText(path, 2);
    expect(second).toMatch(/Hour\s+Patron\s+Patron\s+Checkouts/);
    expect(second).toContain('Renewals');
    expect(second).toContain('Page 2');
    expect(pdfText(path)).toMatch(/Total\s+0\s+0\s+0\s+0\s+0\s+0\s+3\s+0\s+0\s+0/);
  });

  it('rounds the chart axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 7, 13, 480, 620, 5001].map(niceMax)).toEqual([1, 10, 20, 500, 1000, 10000]);
  });
});
