import { fieldLimits } from './field-limits.js';

/** Why one typed, pasted or uploaded line cannot become an order line (decision 244). */
export const orderLineTextProblems = [
  'missing_code',
  'code_too_long',
  'invalid_quantity',
  'quantity_too_small',
  'quantity_too_big',
] as const;

/** One of {@link orderLineTextProblems}. */
export type OrderLineTextProblem = (typeof orderLineTextProblems)[number];

/** One non-blank line of the text, read as a product code and a quantity. */
export interface OrderLineText {
  /** 1-based line number in the text, blank lines counted: the row the user sees. */
  row: number;
  /** The line as it was written, without its line break. */
  text: string;
  /** The product code (ctn, SKU or part number) as written, trimmed and unquoted; '' if none. */
  code: string;
  /** Units asked for; null when the line has a problem. */
  quantity: number | null;
  /** What is wrong with the line; null when it names a code and a valid quantity. */
  problem: OrderLineTextProblem | null;
}

/** What {@link parseOrderLinesText} answers. */
export interface OrderLinesTextResult {
  /** The lines to check, at most {@link fieldLimits.cartLines}. */
  lines: OrderLineText[];
  /** The first line when it was read as column titles (no digit in any cell), else null. */
  header: OrderLineText | null;
  /** Non-blank lines past {@link fieldLimits.cartLines}, left out. */
  skipped: number;
}

/** Most characters of order lines read from one text or file (a few thousand lines). */
export const ORDER_LINES_TEXT_MAX = 100_000;

const delimiters = ['\t', ';', ','] as const;

/**
 * The cells of one line: split on the first of tab, semicolon and comma it contains (a
 * spreadsheet's paste, a European or an English CSV), else on runs of spaces. Double quotes
 * around a cell are CSV quoting: a delimiter inside them stays in the cell, `""` is one quote.
 */
function cellsOf(line: string): string[] {
  const delimiter = delimiters.find((candidate) => line.includes(candidate));
  if (!delimiter) return line.trim().split(/\s+/);
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += char;
    }
  }
  cells.push(cell.trim());
  return cells;
}

function readLine(row: number, text: string): OrderLineText {
  const [code = '', quantityCell = ''] = cellsOf(text);
  const line = (quantity: number | null, problem: OrderLineTextProblem | null): OrderLineText => ({
    row,
    text,
    code,
    quantity,
    problem,
  });
  if (code === '') return line(null, 'missing_code');
  if (code.length > fieldLimits.productId) return line(null, 'code_too_long');
  // A list of codes alone (one column copied) orders one of each.
  if (quantityCell === '') return line(1, null);
  if (!/^[+-]?\d+$/.test(quantityCell)) return line(null, 'invalid_quantity');
  const quantity = Number(quantityCell);
  if (quantity < 1) return line(null, 'quantity_too_small');
  if (quantity > fieldLimits.lineQuantity) return line(null, 'quantity_too_big');
  return line(quantity, null);
}

/**
 * Reads order lines typed, pasted from a spreadsheet or uploaded as CSV: one product a line, its
 * code in the first cell and the quantity in the second (1 when there is none); further cells are
 * ignored. Blank lines are skipped but counted in `row`. A first line without any digit (such as
 * `code;quantity`) is column titles. The same reading serves the shop's quick order and any server
 * import, so both name the same problems.
 */
export function parseOrderLinesText(text: string): OrderLinesTextResult {
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const lines: OrderLineText[] = [];
  let header: OrderLineText | null = null;
  let skipped = 0;
  rows.forEach((raw, index) => {
    if (raw.trim() === '') return;
    const line = readLine(index + 1, raw);
    if (lines.length === 0 && header === null && !/\d/.test(raw) && cellsOf(raw).length > 1) {
      header = line;
      return;
    }
    if (lines.length >= fieldLimits.cartLines) skipped += 1;
    else lines.push(line);
  });
  return { lines, header, skipped };
}
