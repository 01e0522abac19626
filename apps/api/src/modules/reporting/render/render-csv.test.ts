import { buffer, text } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { generatedDailyRows, sampleReport } from '../../../testing/report-samples.js';
import { renderCsv } from './render-csv.js';

describe('renderCsv', () => {
  it('parses back: header in the recipient language, dates as local text, counts as integers, totals', async () => {
    const doc = sampleReport({
      type: 'PEOPLECOUNTER_ENTERLEAVE',
      interval: 'D',
      from: '2024-03-30',
      to: '2024-04-01',
      location: 'Łódź Biblioteka',
      locale: 'de',
      rollups: [
        { localDate: '2024-03-30', metric: 'enter', value: 1200 },
        { localDate: '2024-03-31', metric: 'leave', value: 7 },
      ],
    });
    const bytes = await buffer(renderCsv(doc));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records: string[][] = parse(bytes, { bom: true });
    expect(records).toEqual([
      ['Datum', 'Eintritte', 'Austritte'],
      ['30.03.2024', '1200', '0'],
      ['31.03.2024', '0', '7'],
      ['Summe', '1200', '7'],
    ]);
  });

  it('quotes what needs quoting', async () => {
    const doc = sampleReport({
      type: 'GATESYSTEM_ENTER',
      interval: '-',
      from: '2024-01-01',
      to: '2024-02-01',
      location: 'x',
      locale: 'en',
      rollups: [{ localDate: '2024-01-05', metric: 'gate_enter', value: 3 }],
    });
    const records: string[][] = parse(
      await text(renderCsv({ ...doc, totalLabel: 'Total, "all"' })),
      { bom: true },
    );
    expect(records.at(-1)).toEqual(['Total, "all"', '3']);
    expect(records[1]).toEqual(['01/01/2024 – 01/31/2024', '3']);
  });

  it('reads rows from an async source (a database cursor) the same way', async () => {
    const doc = sampleReport({
      type: 'PEOPLECOUNTER_ENTER',
      interval: 'D',
      from: '2024-01-01',
      to: '2024-01-03',
      location: 'x',
      locale: 'en',
      rollups: [{ localDate: '2024-01-02', metric: 'enter', value: 4 }],
    });
    async function* cursor() {
      yield* doc.rowList;
    }
    const records: string[][] = parse(await text(renderCsv({ ...doc, rows: cursor() })), {
      bom: true,
    });
    expect(records).toEqual([
      ['Date', 'Entries'],
      ['01/01/2024', '0'],
      ['01/02/2024', '4'],
      ['Total', '4'],
    ]);
  });

  it('streams 200,000 rows from a generator: rows are pulled as read, the heap stays flat', async () => {
    const made = { count: 0 };
    const doc = {
      ...sampleReport({
        type: 'PEOPLECOUNTER_ENTERLEAVE',
        interval: 'D',
        from: '2000-01-01',
        to: '2000-01-02',
        location: 'x',
        locale: 'en',
        rollups: [],
      }),
      rows: generatedDailyRows(200_000, made),
    };
    const stream = renderCsv(doc);
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let bytes = 0;
    let lines = 0;
    let madeAtFirstChunk = -1;
    for await (const chunk of stream) {
      if (madeAtFirstChunk < 0) madeAtFirstChunk = made.count;
      bytes += (chunk as Buffer).length;
      for (const byte of chunk as Buffer) if (byte === 10) lines++;
      if (lines % 2000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    expect(made.count).toBe(200_000);
    expect(lines).toBe(200_002);
    expect(madeAtFirstChunk).toBeLessThan(20_000);
    expect(bytes).toBeGreaterThan(3_000_000);
    // Holding the output or the rows would take well over 40 MB of heap.
    expect(peak - before).toBeLessThan(40 * 1024 * 1024);
  });
});
