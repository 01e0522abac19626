import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ctx } from '../test/arbitraries.js';
import { fixture } from '../test/fixtures.js';
import { expectParseError } from '../test/helpers.js';
import { parsePush } from './parse-push.js';
import { CountingParseError, type IngestProtocol } from './types.js';

function refuse(protocol: IngestProtocol, body: string, contentType: string, message: RegExp) {
  expectParseError(() => parsePush(protocol, body, contentType, ctx), message);
}

describe('parsePush', () => {
  it('routes each protocol to its parser', () => {
    expect(
      parsePush('brickstream', fixture('brickstream-v4.xml'), 'application/xml', ctx),
    ).toMatchObject({
      kind: 'bins',
      deviceRef: '30000017',
    });
    expect(
      parsePush('xovis', fixture('xovis-fw5-batch.json'), 'application/json', ctx),
    ).toMatchObject({
      kind: 'bins',
      deviceRef: '80:1F:12:C0:FF:EE',
    });
    expect(
      parsePush('xovis', fixture('xovis-connection-test.json'), 'application/json', ctx),
    ).toEqual({
      kind: 'connection_test',
    });
    expect(parsePush('gate', fixture('gate-readings.json'), 'application/json', ctx)).toMatchObject(
      {
        kind: 'gate',
        deviceRef: 'ECO-GATE-0042',
      },
    );
    expect(parsePush('sip2', fixture('sip2-transcript.txt'), 'text/plain', ctx)).toMatchObject({
      kind: 'selfcheck',
    });
    expect(parsePush('sip2', fixture('sip2-transcript.json'), '', ctx)).toMatchObject({
      kind: 'selfcheck',
      deviceRef: 'KIOSK-NOORD-1',
    });
  });

  it('reads bins as CSV or JSON by media type, else by the first character', () => {
    const csv = fixture('bins.csv');
    const json = fixture('bins.json');
    for (const [body, type] of [
      [csv, 'text/csv; charset=utf-8'],
      [csv, ''],
      [json, 'application/json'],
      [json, 'application/octet-stream'],
    ] as const) {
      const push = parsePush('bins', body, type, ctx);
      expect(push).toMatchObject({ kind: 'bins', deviceRef: 'INTENTA-S2000-17' });
      expect(push.kind === 'bins' && push.bins).toHaveLength(4);
    }
  });

  it('refuses truncated and invalid bodies with a clear message', () => {
    const xovis = fixture('xovis-fw5-single.json');
    refuse(
      'xovis',
      xovis.slice(0, xovis.length - 20),
      'application/json',
      /Xovis push is not valid JSON/,
    );
    refuse('gate', '{"readings": [', 'application/json', /gate push is not valid JSON/);
    refuse('bins', '{"bins": [}', 'application/json', /bins JSON is not valid JSON/);
    refuse('brickstream', '<Metrics><Properties>', 'text/xml', /invalid XML/);
    refuse('gate', 'null', 'application/json', /expected an object, got null/);
    refuse('nonsense' as IngestProtocol, '{}', 'application/json', /unknown protocol "nonsense"/);
  });

  describe('refuses a NUL, another control character or a lone surrogate in any text (issue 27)', () => {
    const samples = [
      ['brickstream', 'brickstream-v1.xml', 'text/xml'],
      ['brickstream', 'brickstream-v5.xml', 'application/xml'],
      ['xovis', 'xovis-fw5-batch.json', 'application/json'],
      ['xovis', 'xovis-legacy.json', 'application/json'],
      ['gate', 'gate-readings.json', 'application/json'],
      ['sip2', 'sip2-transcript.txt', 'text/plain'],
      ['sip2', 'sip2-transcript.json', 'application/json'],
      ['bins', 'bins.csv', 'text/csv'],
      ['bins', 'bins.json', 'application/json'],
    ] as const;
    /** A character no device text may hold: C0 but tab and line breaks, DEL, C1, a lone surrogate. */
    const dirty = fc
      .oneof(
        fc.integer({ min: 0, max: 0x1f }).filter((code) => ![0x09, 0x0a, 0x0d].includes(code)),
        fc.integer({ min: 0x7f, max: 0x9f }),
        fc.integer({ min: 0xd800, max: 0xdfff }),
      )
      .map((code) => String.fromCharCode(code));
    const refused = (protocol: IngestProtocol, body: string, type: string) =>
      expectParseError(
        () => parsePush(protocol, body, type, ctx),
        /holds a NUL or other control character, or a lone UTF-16 surrogate/,
        'invalid_characters',
      );

    it('the examples of the issue: Name="a\\u0000b", "zone":"E\\u0000", "E\\ud800"', () => {
      const xml = fixture('brickstream-v5.xml');
      expect(xml).toContain('Name="');
      refused('brickstream', xml.replace('Name="', 'Name="a\u0000b'), 'text/xml');
      const bins = fixture('bins.json');
      expect(bins).toContain('"zone": "Entrance"');
      for (const zone of ['"E\\u0000"', '"E\\ud800"', '"E\u0000"', '"\\udc00E"']) {
        refused('bins', bins.replace('"Entrance"', zone), 'application/json');
      }
      // A well-formed pair (an emoji) is text like any other.
      const emoji = parsePush('bins', bins.replace('"Entrance"', '"E\\ud83d\\ude00"'), '', ctx);
      expect(emoji.kind === 'bins' && emoji.bins[0]?.zone).toBe('E\u{1F600}');
      refused('sip2', fixture('sip2-transcript.txt').replace('AOBIB', 'AO\u0000BIB'), 'text/plain');
      refused('bins', fixture('bins.csv').replace('Entrance', 'En\ud800trance'), 'text/csv');
    });

    it('property: written into the body anywhere, it is refused by every protocol', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...samples),
          fc.nat(),
          dirty,
          ([protocol, name, type], at, char) => {
            const text = fixture(name);
            const index = at % (text.length + 1);
            refused(protocol, `${text.slice(0, index)}${char}${text.slice(index)}`, type);
          },
        ),
        { numRuns: 500 },
      );
    });

    it('property: as a JSON escape in any key or text of a JSON push, it is refused', () => {
      const jsonSamples = samples.filter(([, name]) => name.endsWith('.json'));
      fc.assert(
        fc.property(
          fc.constantFrom(...jsonSamples),
          fc.nat(),
          fc.nat(),
          dirty,
          ([protocol, name, type], pick, at, char) => {
            const texts: {
              holder: Record<string, unknown> | unknown[];
              key: string | number;
              isKey: boolean;
            }[] = [];
            const json = JSON.parse(fixture(name)) as unknown;
            const walk = (value: unknown) => {
              if (Array.isArray(value)) {
                value.forEach((item, index) => {
                  if (typeof item === 'string')
                    texts.push({ holder: value, key: index, isKey: false });
                  walk(item);
                });
              } else if (typeof value === 'object' && value !== null) {
                for (const [key, item] of Object.entries(value)) {
                  const holder = value as Record<string, unknown>;
                  texts.push({ holder, key, isKey: true });
                  if (typeof item === 'string') texts.push({ holder, key, isKey: false });
                  walk(item);
                }
              }
            };
            walk(json);
            const target = texts[pick % texts.length];
            if (!target) throw new Error(`${name} holds no text`);
            const insert = (text: string) => {
              const index = at % (text.length + 1);
              return `${text.slice(0, index)}${char}${text.slice(index)}`;
            };
            if (target.isKey) {
              const holder = target.holder as Record<string, unknown>;
              const key = String(target.key);
              holder[insert(key)] = holder[key];
              delete holder[key];
            } else {
              const holder = target.holder as Record<string | number, unknown>;
              holder[target.key] = insert(String(holder[target.key]));
            }
            // JSON.stringify writes C0 controls and lone surrogates as \\u escapes (DEL and C1 as is).
            const body = JSON.stringify(json);
            expect(body).not.toBe(JSON.stringify(JSON.parse(fixture(name))));
            refused(protocol, body, type);
          },
        ),
        { numRuns: 500 },
      );
    });
  });

  it('treats a bad context as a programming error', () => {
    expect(() => parsePush('gate', '{}', '', { ...ctx, timeZone: 'Mars/Olympus' })).toThrow(
      RangeError,
    );
    expect(() => parsePush('gate', '{}', '', { ...ctx, now: new Date(Number.NaN) })).toThrow(
      RangeError,
    );
  });

  it('property: any body, cut or garbled, parses or throws a CountingParseError (never another error)', () => {
    const samples = [
      ['brickstream', 'brickstream-v1.xml'],
      ['brickstream', 'brickstream-v2.xml'],
      ['xovis', 'xovis-fw5-single.json'],
      ['xovis', 'xovis-legacy.json'],
      ['gate', 'gate-readings.json'],
      ['sip2', 'sip2-transcript.txt'],
      ['sip2', 'sip2-transcript.json'],
      ['bins', 'bins.csv'],
      ['bins', 'bins.json'],
    ] as const;
    const garbled = fc
      .tuple(fc.constantFrom(...samples), fc.nat(), fc.nat(), fc.string({ maxLength: 3 }))
      .map(([[protocol, name], cut, at, insert]) => {
        const text = fixture(name);
        const body =
          cut % 3 === 0
            ? text.slice(0, cut % text.length)
            : `${text.slice(0, at % text.length)}${insert}${text.slice((at % text.length) + 1)}`;
        return [protocol, body] as const;
      });
    const random = fc.tuple(
      fc.constantFrom<IngestProtocol>('brickstream', 'xovis', 'gate', 'sip2', 'bins'),
      fc.oneof(fc.string(), fc.json()),
    );
    fc.assert(
      fc.property(
        fc.oneof(garbled, random),
        fc.constantFrom('application/json', 'text/plain', 'text/csv', ''),
        ([protocol, body], type) => {
          try {
            parsePush(protocol, body, type, ctx);
          } catch (error) {
            expect(error).toBeInstanceOf(CountingParseError);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
