import { sha256Hex } from './hash.js';
import {
  asArray,
  asObject,
  asString,
  checkCleanBody,
  checkCleanTree,
  checkInstant,
  checkRecordCount,
  fail,
  isJsonBody,
  optionalString,
  parseJsonText,
} from './parse-checks.js';
import { zonedWallTimeToInstant } from './time.js';
import type { ParseContext, ParsedPush, SelfCheckKind, SelfCheckTransaction } from './types.js';

/** Most lines one SIP2 push may carry (requests and other messages included). */
const MAX_LINES = 200_000;

interface ResponseLayout {
  kind: SelfCheckKind;
  /** Offset of the 18-character transaction date. */
  dateAt: number;
  /** Length of the fixed part, code included; variable fields follow. */
  fixed: number;
  /** The answer: from a fixed flag, or from the patron fields. */
  ok: (line: string, fields: Map<string, string>, path: string) => boolean;
}

function flag(at: number, yes: string, no: string, name: string) {
  return (line: string, _fields: Map<string, string>, path: string): boolean => {
    const value = line[at];
    if (value === yes) return true;
    if (value === no) return false;
    return fail(`${name} must be "${yes}" or "${no}", got "${value ?? ''}"`, path);
  };
}

/** A patron answer is refused when the ILS says the patron (BL) or the password (CQ) is not valid. */
function patronOk(_line: string, fields: Map<string, string>): boolean {
  return fields.get('BL') !== 'N' && fields.get('CQ') !== 'N';
}

/** The six SIP2 responses a self-check kiosk's work is counted from (SIP2 2.00 layouts). */
export const SIP2_RESPONSES: Readonly<Record<string, ResponseLayout>> = {
  '12': { kind: 'checkout', dateAt: 6, fixed: 24, ok: flag(2, '1', '0', 'ok') },
  '10': { kind: 'checkin', dateAt: 6, fixed: 24, ok: flag(2, '1', '0', 'ok') },
  '30': { kind: 'renew', dateAt: 6, fixed: 24, ok: flag(2, '1', '0', 'ok') },
  '38': { kind: 'fee_paid', dateAt: 3, fixed: 21, ok: flag(2, 'Y', 'N', 'payment accepted') },
  '24': { kind: 'patron_status', dateAt: 19, fixed: 37, ok: patronOk },
  '64': { kind: 'patron_info', dateAt: 19, fixed: 61, ok: patronOk },
};

/** The response code of each kind. */
export const SIP2_RESPONSE_CODE: Readonly<Record<SelfCheckKind, string>> = {
  checkout: '12',
  checkin: '10',
  renew: '30',
  fee_paid: '38',
  patron_status: '24',
  patron_info: '64',
};

const TRAILER = /AY(\d)AZ([0-9A-Fa-f]{4})$/;

/** SIP2 checksum: the 16-bit two's complement of the sum of the characters, as 4 hex digits. */
export function sip2Checksum(text: string): string {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum = (sum + text.charCodeAt(i)) & 0xffff;
  return ((-sum & 0xffff) >>> 0).toString(16).toUpperCase().padStart(4, '0');
}

function transactionDate(text: string, ctx: ParseContext, path: string): Date {
  const at = `${path} transaction date`;
  const digits = `${text.slice(0, 8)}${text.slice(12)}`;
  if (text.length !== 18 || !/^\d{14}$/.test(digits)) {
    fail(`expected YYYYMMDDZZZZHHMMSS, got "${text}"`, at);
  }
  const zone = text.slice(8, 12).trim();
  if (zone !== '' && zone !== 'Z') {
    fail(`time zone must be blank (local) or "Z" (UTC), got "${text.slice(8, 12)}"`, at);
  }
  const wall = {
    year: Number(text.slice(0, 4)),
    month: Number(text.slice(4, 6)),
    day: Number(text.slice(6, 8)),
    hour: Number(text.slice(12, 14)),
    minute: Number(text.slice(14, 16)),
    second: Number(text.slice(16, 18)),
  };
  const check = new Date(
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second),
  );
  if (
    check.getUTCMonth() !== wall.month - 1 ||
    check.getUTCDate() !== wall.day ||
    wall.hour > 23 ||
    wall.minute > 59 ||
    wall.second > 59
  ) {
    fail(`not a real date and time: "${text}"`, at);
  }
  const instant = zone === 'Z' ? check : zonedWallTimeToInstant(wall, ctx.timeZone);
  return checkInstant(instant, ctx, at);
}

function parseLine(
  line: string,
  ctx: ParseContext,
  path: string,
): SelfCheckTransaction | undefined {
  const code = line.slice(0, 2);
  if (!/^\d\d$/.test(code)) fail(`not a SIP2 message: "${line.slice(0, 20)}"`, path);
  const layout = SIP2_RESPONSES[code];
  // Requests, logins, status and item messages carry nothing we count: only responses are.
  if (!layout) return undefined;
  let content = line;
  const trailer = TRAILER.exec(line);
  if (trailer) {
    const checked = line.slice(0, line.length - 4);
    if (sip2Checksum(checked) !== trailer[2]?.toUpperCase()) {
      fail(`checksum AZ${trailer[2]} does not match (expected AZ${sip2Checksum(checked)})`, path);
    }
    content = line.slice(0, trailer.index);
  }
  if (content.length < layout.fixed) {
    fail(
      `message ${code} is ${content.length} characters, its fixed part alone is ${layout.fixed}`,
      path,
    );
  }
  const fields = new Map<string, string>();
  for (const field of content.slice(layout.fixed).split('|')) {
    if (field.length >= 2 && !fields.has(field.slice(0, 2)))
      fields.set(field.slice(0, 2), field.slice(2));
  }
  return {
    kind: layout.kind,
    ok: layout.ok(content, fields, path),
    at: transactionDate(content.slice(layout.dateAt, layout.dateAt + 18), ctx, path),
    // The sequence number and checksum (AY/AZ) change on a resend; the message itself does not.
    dedupeKey: sha256Hex(content.endsWith('|') ? content.slice(0, -1) : content),
  };
}

function parseLines(lines: string[], linePath: (index: number) => string, ctx: ParseContext) {
  if (lines.length > MAX_LINES)
    fail(`too many lines in one push: ${lines.length} (at most ${MAX_LINES})`, '');
  const transactions: SelfCheckTransaction[] = [];
  const keys = new Set<string>();
  lines.forEach((raw, index) => {
    const line = raw.replace(/^\uFEFF/, '');
    if (line.trim() === '') return;
    const tx = parseLine(line, ctx, linePath(index));
    if (!tx || keys.has(tx.dedupeKey)) return;
    keys.add(tx.dedupeKey);
    transactions.push(tx);
    checkRecordCount(transactions.length, 'transactions');
  });
  return transactions;
}

/**
 * Reads self-check kiosk SIP2 messages: text, one message a line (CR, LF or CRLF), or JSON
 * `{ "device": "…", "messages": ["…", …] }`. Responses are counted (checkout 12, checkin 10,
 * renew 30, fee paid 38, patron status 24, patron information 64); requests and other messages
 * are skipped. The transaction date is read in `ctx.timeZone` when its zone is blank, so a
 * back-dated store-and-forward message keeps its own time. A message sent twice counts once.
 */
export function parseSip2(body: string, contentType: string, ctx: ParseContext): ParsedPush {
  if (typeof body !== 'string') fail('expected SIP2 text or JSON', '');
  if (isJsonBody(body, contentType)) {
    const parsed = parseJsonText(body, 'SIP2 JSON');
    checkCleanTree(parsed);
    const json = asObject(parsed, '');
    const deviceRef = optionalString(json.device, 'device')?.trim() || undefined;
    const messages = asArray(json.messages, 'messages').map((message, index) =>
      asString(message, `messages[${index}]`),
    );
    const transactions = parseLines(messages, (index) => `messages[${index}]`, ctx);
    return { kind: 'selfcheck', deviceRef, transactions };
  }
  checkCleanBody(body);
  const transactions = parseLines(body.split(/\r\n|\r|\n/), (index) => `line ${index + 1}`, ctx);
  return { kind: 'selfcheck', transactions };
}
