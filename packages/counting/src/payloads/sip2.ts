import { SIP2_RESPONSE_CODE, sip2Checksum } from '../sip2.js';
import type { SelfCheckTransaction } from '../types.js';

/** Options of `buildSip2Lines`. */
export interface Sip2LinesOptions {
  /** `AO` institution id; default `CARESHOP`. */
  institution?: string;
  /** Append SIP2 error detection (`AY` sequence number, `AZ` checksum); default off. */
  errorDetection?: boolean;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function sip2Date(at: Date): string {
  if (at.getTime() % 1000 !== 0) throw new RangeError('SIP2 transaction dates are whole seconds');
  return (
    `${pad(at.getUTCFullYear(), 4)}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}` +
    `   Z${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`
  );
}

function field(id: string, value: string): string {
  if (/[|\r\n]/.test(value))
    throw new RangeError(`SIP2 field ${id} may not hold "|" or line breaks`);
  return `${id}${value}|`;
}

function responseLine(tx: SelfCheckTransaction, institution: string): string {
  const code = SIP2_RESPONSE_CODE[tx.kind];
  const date = sip2Date(tx.at);
  const id = tx.dedupeKey;
  const ao = field('AO', institution);
  const yn = tx.ok ? 'Y' : 'N';
  switch (tx.kind) {
    case 'checkout':
      return `${code}${tx.ok ? 1 : 0}NN${yn}${date}${ao}${field('AA', id)}${field('AB', id)}${field('AJ', 'Item')}${field('AH', '')}`;
    case 'checkin':
      return `${code}${tx.ok ? 1 : 0}${yn}NN${date}${ao}${field('AB', id)}${field('AQ', 'Main')}`;
    case 'renew':
      return `${code}${tx.ok ? 1 : 0}${yn}NN${date}${ao}${field('AA', id)}${field('AB', id)}${field('AJ', 'Item')}${field('AH', '')}`;
    case 'fee_paid':
      return `${code}${yn}${date}${ao}${field('AA', id)}${field('BK', id)}`;
    case 'patron_status':
      return `${code}${' '.repeat(14)}000${date}${ao}${field('AA', id)}${field('AE', 'Patron')}${field('BL', yn)}`;
    case 'patron_info':
      return `${code}${' '.repeat(14)}000${date}${'0000'.repeat(6)}${ao}${field('AA', id)}${field('AE', 'Patron')}${field('BL', yn)}${field('CQ', yn)}`;
  }
}

/**
 * SIP2 response lines for `transactions` (the inverse of `parseSip2`), CRLF-separated, dates in
 * UTC. The transaction's `dedupeKey` is written as its patron/item/transaction id, so different
 * keys give different messages; the parsed key is the hash of the message.
 */
export function buildSip2Lines(
  transactions: SelfCheckTransaction[],
  options: Sip2LinesOptions = {},
): string {
  const institution = options.institution ?? 'CARESHOP';
  return transactions
    .map((tx, index) => {
      const line = responseLine(tx, institution);
      if (!options.errorDetection) return line;
      const withSequence = `${line}AY${index % 10}AZ`;
      return `${withSequence}${sip2Checksum(withSequence)}`;
    })
    .join('\r\n');
}
