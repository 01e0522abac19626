import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ctx } from '../test/arbitraries.js';
import { fixture } from '../test/fixtures.js';
import { sha256Hex } from './hash.js';
import { buildSip2Lines } from './payloads/sip2.js';
import { parseSip2, sip2Checksum } from './sip2.js';
import { CountingParseError, type SelfCheckKind, type SelfCheckTransaction } from './types.js';

const withoutKey = (txs: SelfCheckTransaction[]) => txs.map(({ dedupeKey: _key, ...rest }) => rest);
const tx = (kind: SelfCheckKind, ok: boolean, at: string) => ({ kind, ok, at: new Date(at) });

describe('parseSip2 golden transcript', () => {
  const push = parseSip2(fixture('sip2-transcript.txt'), 'text/plain', ctx);
  if (push.kind !== 'selfcheck') throw new Error('selfcheck push expected');

  it('counts every response kind, OK and refused apart, requests skipped, local dates in ctx.timeZone', () => {
    expect(withoutKey(push.transactions)).toEqual([
      tx('patron_status', true, '2026-11-23T09:14:55Z'),
      tx('patron_status', false, '2026-11-23T09:16:30Z'),
      tx('checkout', true, '2026-11-23T09:15:02Z'),
      tx('checkout', false, '2026-11-23T09:17:44Z'),
      tx('checkin', true, '2026-11-23T09:20:10Z'),
      tx('checkin', false, '2026-11-23T09:20:33Z'),
      tx('renew', true, '2026-11-23T09:22:00Z'),
      tx('renew', false, '2026-11-23T09:22:30Z'),
      tx('fee_paid', true, '2026-11-23T09:25:00Z'),
      tx('fee_paid', false, '2026-11-23T09:25:30Z'),
      tx('patron_info', true, '2026-11-23T09:26:00Z'),
      tx('patron_info', false, '2026-11-23T09:27:00Z'),
      // Store-and-forward: sent today, done two days ago (UTC zone "   Z").
      tx('checkout', true, '2026-11-21T15:45:00Z'),
    ]);
  });

  it('keys each message by the hash of its content without AY/AZ, so a resend counts once', () => {
    const keys = push.transactions.map((t) => t.dedupeKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys[2]).toBe(
      sha256Hex(
        '121NNY20261123    101502AOBIB-NORD|AAP0001234|AB30012000456|AJDe ontdekking van de hemel|AH20261214    235959',
      ),
    );
    expect(keys.every((key) => /^[0-9a-f]{64}$/.test(key))).toBe(true);
  });

  it('reads the same messages as JSON, with the same keys', () => {
    const json = parseSip2(fixture('sip2-transcript.json'), 'application/json; charset=utf-8', ctx);
    expect(json).toMatchObject({ kind: 'selfcheck', deviceRef: 'KIOSK-NOORD-1' });
    expect(json.kind === 'selfcheck' && json.transactions).toEqual(push.transactions.slice(0, 4));
  });
});

describe('SIP2 helpers', () => {
  it('sha256Hex matches the FIPS test vectors', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('computes the SIP2 checksum (sum of characters, two’s complement)', () => {
    const text = '09N20261123    085721                  APTerminal 1|AOBIB|AB0005792|ACpw|AY3AZ';
    const checksum = sip2Checksum(text);
    expect(checksum).toMatch(/^[0-9A-F]{4}$/);
    const sum = [...text].reduce((total, char) => total + char.charCodeAt(0), 0);
    expect((sum + Number.parseInt(checksum, 16)) % 0x10000).toBe(0);
  });
});

describe('buildSip2Lines ∘ parseSip2', () => {
  const transaction = fc.record({
    kind: fc.constantFrom<SelfCheckKind>(
      'checkout',
      'checkin',
      'renew',
      'fee_paid',
      'patron_status',
      'patron_info',
    ),
    ok: fc.boolean(),
    at: fc
      .integer({ min: Date.UTC(2020, 0, 1) / 1000, max: Date.UTC(2026, 10, 22) / 1000 })
      .map((s) => new Date(s * 1000)),
    dedupeKey: fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/),
  });

  it('property: parse(build(x)) == x (keys become message hashes), with and without AY/AZ', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(transaction, { maxLength: 30, selector: (t) => `${t.kind}${t.dedupeKey}` }),
        fc.boolean(),
        (txs, errorDetection) => {
          const text = buildSip2Lines(txs, { institution: 'LIB-1', errorDetection });
          const push = parseSip2(text, 'text/plain', ctx);
          expect(push.kind === 'selfcheck' && withoutKey(push.transactions)).toEqual(
            withoutKey(txs),
          );
          const again = parseSip2(buildSip2Lines(txs, { institution: 'LIB-1' }), 'text/plain', ctx);
          expect(again).toEqual(push);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('parseSip2 refuses bad messages', () => {
  const good = '121NNY20261123    101502AOBIB-NORD|AAP0001234|AB30012000456|';
  const refuse = (body: string, message: RegExp, contentType = 'text/plain') => {
    let error: unknown;
    try {
      parseSip2(body, contentType, ctx);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CountingParseError);
    expect((error as Error).message).toMatch(message);
  };

  it('names the problem and the line', () => {
    refuse(`${good}\r\nhello`, /line 2: not a SIP2 message: "hello"/);
    refuse('12X', /line 1: message 12 is 3 characters, its fixed part alone is 24/);
    refuse(good.replace('121NNY', '12xNNY'), /line 1: ok must be "1" or "0", got "x"/);
    refuse('38?20261123    102500AOBIB|', /payment accepted must be "Y" or "N"/);
    refuse(
      good.replace('20261123    101502', '20261323    101502'),
      /transaction date: not a real date/,
    );
    refuse(
      good.replace('20261123    101502', '2026112x    101502'),
      /transaction date: expected YYYYMMDDZZZZHHMMSS/,
    );
    refuse(
      good.replace('20261123    101502', '20261123 CET101502'),
      /time zone must be blank \(local\) or "Z"/,
    );
    refuse(good.replace('20261123    101502', '20261124   Z101502'), /is in the future/);
    refuse(good.replace('20261123    101502', '19981123   Z101502'), /before 2000/);
    refuse(`${good}AY1AZ0000`, /checksum AZ0000 does not match/);
    refuse('{"messages": "12"', /SIP2 JSON is not valid JSON/, 'application/json');
    refuse(
      '{"messages": [12]}',
      /messages\[0\]: expected a string, got number 12/,
      'application/json',
    );
    refuse('{"messages": ["hello"]}', /messages\[0\]: not a SIP2 message/, 'application/json');
  });

  it('takes future times within the skew, and refuses more than 50,000 transactions', () => {
    const soon = good.replace('20261123    101502', '20261123   Z120500');
    expect(parseSip2(soon, '', ctx)).toMatchObject({
      transactions: [{ kind: 'checkout', ok: true }],
    });
    const many = Array.from({ length: 50_001 }, (_, i) => `${good}AB${i}|`).join('\n');
    refuse(many, /too many transactions in one push: 50001/);
  });
});
