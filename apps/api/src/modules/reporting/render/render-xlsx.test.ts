import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sampleReport } from '../../../testing/report-samples.js';
import { excelDateFormat, renderXlsx } from './render-xlsx.js';

async function readBack(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
}

describe('renderXlsx', () => {
  it('reads back: bold frozen header, dates as dates in the recipient format, counts as numbers, totals', async () => {
    const doc = sampleReport({
      type: 'SELFCHECK_CHECKPOUT',
      interval: 'h',
      from: '2024-10-27',
      to: '2024-10-28',
      location: 'Łódź Biblioteka',
      locale: 'fr',
      rollups: [
        { localDate: '2024-10-27', hour: 2, metric: 'selfcheck_checkout_ok', value: 5 },
        { localDate: '2024-10-27', hour: 23, metric: 'selfcheck_checkout_refused', value: 1 },
      ],
    });
    const sheet = await readBack(await buffer(renderXlsx(doc)));
    expect(sheet.getRow(1).values).toEqual([undefined, 'Heure', 'Prêts', 'Prêts refusés']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    // The 25-hour day of Amsterdam has 24 local hours, the repeated 02:00 once.
    expect(sheet.rowCount).toBe(1 + 24 + 1);
    const twoAm = sheet.getRow(4);
    expect(twoAm.getCell(1).value).toEqual(new Date(Date.UTC(2024, 9, 27, 2)));
    expect(twoAm.getCell(1).numFmt).toBe('dd"/"mm"/"yyyy" "hh":"mm');
    expect(twoAm.getCell(2).value).toBe(5);
    expect(typeof sheet.getRow(26).getCell(3).value).toBe('number');
    expect(sheet.getRow(26).values).toEqual([undefined, 'Total', 5, 1]);
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(20);
  });

  it('a one-total report writes its window as text', async () => {
    const doc = sampleReport({
      type: 'GATESYSTEM_LEAVE',
      interval: '-',
      from: '2024-01-01',
      to: '2024-01-08',
      location: 'x',
      locale: 'nl',
      rollups: [{ localDate: '2024-01-02', metric: 'gate_leave', value: 9 }],
    });
    const sheet = await readBack(await buffer(renderXlsx(doc)));
    expect(sheet.getRow(2).values).toEqual([undefined, '01-01-2024 – 07-01-2024', 9]);
  });

  it('writes dates in the order and separators of the locale', () => {
    expect(excelDateFormat('de', 'D')).toBe('dd"."mm"."yyyy');
    expect(excelDateFormat('en', 'D')).toBe('mm"/"dd"/"yyyy');
    expect(excelDateFormat('nl', 'M')).toBe('mmmm" "yyyy');
    expect(excelDateFormat('it', 'Y')).toBe('yyyy');
  });
});
