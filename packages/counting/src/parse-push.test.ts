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
