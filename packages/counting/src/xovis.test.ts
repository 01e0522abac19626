import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binsArbitrary, ctx } from '../test/arbitraries.js';
import { jsonFixture } from '../test/fixtures.js';
import { buildXovisPush } from './payloads/xovis.js';
import { type CountBin, CountingParseError } from './types.js';
import { parseXovisPush } from './xovis.js';

function bin(zone: string, start: string, end: string, enters: number, exits: number): CountBin {
  return { zone, start: new Date(start), end: new Date(end), enters, exits, missing: false };
}

function refuse(json: unknown, message: RegExp) {
  let error: unknown;
  try {
    parseXovisPush(json, ctx);
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(CountingParseError);
  expect((error as Error).message).toMatch(message);
}

describe('parseXovisPush golden files', () => {
  it('firmware 5, one frame: fw/bw lines, other logics skipped, epoch-ms times accepted', () => {
    expect(parseXovisPush(jsonFixture('xovis-fw5-single.json'), ctx)).toEqual({
      kind: 'bins',
      deviceRef: '80:1F:12:B5:04:11',
      firmware: '5.4.1',
      packageIds: [4711],
      bins: [
        bin('Entrance', '2026-11-23T09:00:00Z', '2026-11-23T09:05:00Z', 14, 9),
        bin('Entrance', '2026-11-23T09:05:00Z', '2026-11-23T09:10:00Z', 6, 11),
        bin('Staff door', '2026-11-23T09:10:00Z', '2026-11-23T09:15:00Z', 2, 0),
      ],
    });
  });

  it('firmware 5 batch: every frame, connection tests in between skipped', () => {
    expect(parseXovisPush(jsonFixture('xovis-fw5-batch.json'), ctx)).toEqual({
      kind: 'bins',
      deviceRef: '80:1F:12:C0:FF:EE',
      firmware: '5.3.0',
      packageIds: [18, 19],
      bins: [
        bin('Door A', '2026-11-22T08:00:00Z', '2026-11-22T08:15:00Z', 3, 1),
        bin('Door A', '2026-11-22T08:15:00Z', '2026-11-22T08:30:00Z', 5, 4),
      ],
    });
  });

  it('a connection test stores nothing', () => {
    expect(parseXovisPush(jsonFixture('xovis-connection-test.json'), ctx)).toEqual({
      kind: 'connection_test',
    });
    expect(parseXovisPush([{ connection_test: {} }, { connection_test: {} }], ctx)).toEqual({
      kind: 'connection_test',
    });
  });

  it('the older line-count push', () => {
    expect(parseXovisPush(jsonFixture('xovis-legacy.json'), ctx)).toEqual({
      kind: 'bins',
      deviceRef: '00:26:6F:A1:B2:C3',
      firmware: '4.4.2',
      bins: [
        bin('Line 0', '2026-11-20T16:00:00Z', '2026-11-20T16:15:00Z', 21, 30),
        bin('Line 0', '2026-11-20T16:15:00Z', '2026-11-20T16:30:00Z', 8, 12),
        bin('Line 1', '2026-11-20T16:00:00Z', '2026-11-20T16:15:00Z', 4, 0),
      ],
    });
  });
});

describe('buildXovisPush ∘ parseXovisPush', () => {
  it('property: parse(build(bins)) == bins, firmware 5 and legacy', () => {
    fc.assert(
      fc.property(binsArbitrary({ maxSeconds: 24 * 3600 }), fc.boolean(), (bins, legacy) => {
        const push = parseXovisPush(buildXovisPush({ serial: 'S-1', bins, legacy }), ctx);
        expect(push).toMatchObject({ kind: 'bins', deviceRef: 'S-1' });
        const byZone = (list: CountBin[]) =>
          [...list].sort((a, b) => (a.zone < b.zone ? -1 : a.zone > b.zone ? 1 : 0));
        // Bins come back grouped by zone, in their order within a zone.
        expect(push.kind === 'bins' && byZone(push.bins)).toEqual(byZone(bins));
      }),
      { numRuns: 150 },
    );
  });

  it('refuses to build a missing bin (Xovis cannot say so)', () => {
    const missing = {
      ...bin('A', '2026-01-01T00:00:00Z', '2026-01-01T00:15:00Z', 0, 0),
      missing: true,
    };
    expect(() => buildXovisPush({ serial: 'S', bins: [missing] })).toThrow(/missing/);
  });
});

describe('parseXovisPush refuses bad pushes', () => {
  const good = jsonFixture('xovis-fw5-single.json') as {
    logics_data: {
      logics: { records: { from: unknown; to: unknown; counts: { value: unknown }[] }[] }[];
    };
  };
  const mutate = (change: (copy: typeof good) => void) => {
    const copy = structuredClone(good);
    change(copy);
    return copy;
  };
  const record = (copy: typeof good) => copy.logics_data.logics[0]?.records[0];

  it('names the problem and where', () => {
    refuse('{"logics_data":', /expected an object, got string/);
    refuse(42, /expected an object, got number 42/);
    refuse([], /empty batch/);
    refuse({ something: 1 }, /unknown Xovis frame/);
    refuse(
      { logics_data: { logics: {} } },
      /logics_data\.logics: expected an array, got an object/,
    );
    refuse(
      mutate((c) => {
        const r = record(c);
        if (r?.counts[0]) r.counts[0].value = -3;
      }),
      /logics\[0\]\.records\[0\]\.counts\[0\]\.value: negative count -3/,
    );
    refuse(
      mutate((c) => {
        const r = record(c);
        if (r?.counts[0]) r.counts[0].value = '14';
      }),
      /counts\[0\]\.value: expected a whole number, got string "14"/,
    );
    refuse(
      mutate((c) => {
        const r = record(c);
        if (r) r.to = r.from;
      }),
      /records\[0\]: bin end .* is not after its start/,
    );
    refuse(
      mutate((c) => {
        const r = record(c);
        if (r) r.from = '2026-11-23T10:00:00';
      }),
      /records\[0\]\.from: expected an ISO 8601 instant with offset/,
    );
    refuse(
      mutate((c) => {
        const r = record(c);
        if (r) r.to = '2026-11-25T10:00:00+01:00';
      }),
      /longer than a day/,
    );
    refuse(
      mutate((c) => {
        const r = record(c);
        if (r) {
          r.from = '2027-01-01T10:00:00Z';
          r.to = '2027-01-01T10:05:00Z';
        }
      }),
      /in the future/,
    );
    refuse(
      [
        jsonFixture('xovis-fw5-single.json'),
        { ...((jsonFixture('xovis-fw5-batch.json') as unknown[])[0] as object) },
      ],
      /one push carries one device/,
    );
  });

  it('refuses more than 50,000 bins', () => {
    const records = Array.from({ length: 50_001 }, (_, i) => ({
      from: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
      to: new Date(Date.UTC(2025, 0, 1) + (i + 1) * 60_000).toISOString(),
      counts: [{ name: 'fw', value: 1 }],
    }));
    refuse(
      { logics_data: { logics: [{ id: 0, name: 'A', records }] } },
      /too many bins in one push/,
    );
  });
});
