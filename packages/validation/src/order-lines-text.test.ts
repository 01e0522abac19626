import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldLimits } from './field-limits';
import { parseOrderLinesText } from './order-lines-text';

const read = (text: string) =>
  parseOrderLinesText(text).lines.map(({ row, code, quantity, problem }) => ({
    row,
    code,
    quantity,
    problem,
  }));

describe('decision 244: order lines typed, pasted or uploaded', () => {
  it('reads a code and a quantity separated by spaces, a tab, a semicolon or a comma', () => {
    expect(read('SCFBF001 2\nSCFBO002\t3\nSKU-BF-002;4\nBF-003,5\n  SCFSO006   6  ')).toEqual([
      { row: 1, code: 'SCFBF001', quantity: 2, problem: null },
      { row: 2, code: 'SCFBO002', quantity: 3, problem: null },
      { row: 3, code: 'SKU-BF-002', quantity: 4, problem: null },
      { row: 4, code: 'BF-003', quantity: 5, problem: null },
      { row: 5, code: 'SCFSO006', quantity: 6, problem: null },
    ]);
  });

  it('keeps the row numbers of the text across blank lines and Windows or old Mac line ends', () => {
    expect(read('\r\nSCFBF001 1\r\n\r\n   \rSCFBF002 2\r').map((line) => line.row)).toEqual([2, 5]);
  });

  it('orders one of a code written alone, and ignores the cells after the quantity', () => {
    expect(read('SCFBF001\nSCFBF002;;\nSCFBF003\t4\tTire-lait\t24,50')).toEqual([
      { row: 1, code: 'SCFBF001', quantity: 1, problem: null },
      { row: 2, code: 'SCFBF002', quantity: 1, problem: null },
      { row: 3, code: 'SCFBF003', quantity: 4, problem: null },
    ]);
  });

  it('unquotes CSV cells, with a delimiter or a doubled quote inside them', () => {
    expect(read('"SCFBF001","2"\n"SC""F;1";3\n"a,b",2')).toEqual([
      { row: 1, code: 'SCFBF001', quantity: 2, problem: null },
      { row: 2, code: 'SC"F;1', quantity: 3, problem: null },
      { row: 3, code: 'a,b', quantity: 2, problem: null },
    ]);
  });

  it('names each bad line: no code, a code too long, a quantity not a whole number, too small or too big', () => {
    const tooLong = 'X'.repeat(fieldLimits.productId + 1);
    expect(
      read(
        `;2\n${tooLong} 1\nSCFBF001 two\nSCFBF001 1.5\nSCFBF001 0\nSCFBF001 -3\nSCFBF001 ${fieldLimits.lineQuantity + 1}\nSCFBF001 ${fieldLimits.lineQuantity}`,
      ),
    ).toEqual([
      { row: 1, code: '', quantity: null, problem: 'missing_code' },
      { row: 2, code: tooLong, quantity: null, problem: 'code_too_long' },
      { row: 3, code: 'SCFBF001', quantity: null, problem: 'invalid_quantity' },
      { row: 4, code: 'SCFBF001', quantity: null, problem: 'invalid_quantity' },
      { row: 5, code: 'SCFBF001', quantity: null, problem: 'quantity_too_small' },
      { row: 6, code: 'SCFBF001', quantity: null, problem: 'quantity_too_small' },
      { row: 7, code: 'SCFBF001', quantity: null, problem: 'quantity_too_big' },
      { row: 8, code: 'SCFBF001', quantity: fieldLimits.lineQuantity, problem: null },
    ]);
  });

  it('reads a first line without digits as column titles, and a file’s byte order mark as nothing', () => {
    const parsed = parseOrderLinesText('\uFEFFcode;quantity\nSCFBF001;2');
    expect(parsed.header?.text).toBe('code;quantity');
    expect(parsed.lines).toEqual([
      { row: 2, text: 'SCFBF001;2', code: 'SCFBF001', quantity: 2, problem: null },
    ]);
    // A lone word is a code, not titles; titles are only ever the first line.
    expect(parseOrderLinesText('SCFABC').header).toBeNull();
    expect(read('SCFBF001 1\ncode quantity')[1]?.problem).toBe('invalid_quantity');
  });

  it('keeps at most the lines one cart check takes and counts the others', () => {
    const text = Array.from({ length: fieldLimits.cartLines + 3 }, (_, i) => `P${i} 1`).join('\n');
    const parsed = parseOrderLinesText(text);
    expect(parsed.lines).toHaveLength(fieldLimits.cartLines);
    expect(parsed.skipped).toBe(3);
  });

  it('reads every text without throwing: each line has a quantity in range or a problem', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        for (const line of parseOrderLinesText(text).lines) {
          if (line.problem === null) {
            expect(line.code).not.toBe('');
            expect(line.quantity).toBeGreaterThanOrEqual(1);
            expect(line.quantity).toBeLessThanOrEqual(fieldLimits.lineQuantity);
          } else {
            expect(line.quantity).toBeNull();
          }
        }
      }),
    );
  });
});
