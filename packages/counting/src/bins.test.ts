import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binsArbitrary, ctx } from '../test/arbitraries.js';
import { fixture, jsonFixture } from '../test/fixtures.js';
import { bin, expectParseError } from '../test/helpers.js';
import { parseBinsCsv, parseBinsJson } from './bins.js';
import { buildBinsCsv, buildBinsJson } from './payloads/bins.js';

const refuse = expectParseError;

describe('bins golden files', () => {
  it('JSON', () => {
    expect(parseBinsJson(jsonFixture('bins.json'), ctx)).toEqual({
      kind: 'bins',
      deviceRef: 'INTENTA-S2000-17',
      bins: [
        bin('Entrance', '2026-11-22T08:00:00Z', '2026-11-22T08:15:00Z', 18, 4),
        bin('Entrance', '2026-11-22T08:15:00Z', '2026-11-22T08:30:00Z', 9, 7),
        bin('Exit', '2026-11-22T08:00:00Z', '2026-11-22T08:15:00Z', 0, 11),
        bin('Exit', '2026-11-22T08:15:00Z', '2026-11-22T08:30:00Z', 0, 0, true),
      ],
    });
  });

  it('CSV with quoted zones, a blank and a true missing cell', () => {
    expect(parseBinsCsv(fixture('bins.csv'), ctx)).toEqual({
      kind: 'bins',
      deviceRef: 'INTENTA-S2000-17',
      bins: [
        bin('Entrance', '2026-11-22T08:00:00Z', '2026-11-22T08:15:00Z', 18, 4),
        bin('Entrance', '2026-11-22T08:15:00Z', '2026-11-22T08:30:00Z', 9, 7),
        bin('Exit, north', '2026-11-22T08:00:00Z', '2026-11-22T08:15:00Z', 0, 11),
        bin('Exit, north', '2026-11-22T08:15:00Z', '2026-11-22T08:30:00Z', 0, 0, true),
      ],
    });
  });
});

describe('bins builders ∘ parsers', () => {
  it('property: parse(build(bins)) == bins, JSON and CSV', () => {
    fc.assert(
      fc.property(
        // A bins push carries at least one bin (an empty one is refused, below).
        binsArbitrary({ missing: true, maxSeconds: 24 * 3600 }).filter((bins) => bins.length > 0),
        (bins) => {
          const deviceRef = 'dev-1';
          expect(parseBinsJson(buildBinsJson({ deviceRef, bins }), ctx)).toEqual({
            kind: 'bins',
            deviceRef,
            bins,
          });
          expect(parseBinsCsv(buildBinsCsv({ deviceRef, bins }), ctx)).toEqual({
            kind: 'bins',
            deviceRef,
            bins,
          });
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('bins parsers refuse bad input', () => {
  it('refuses a push without any bin, JSON or CSV', () => {
    expect(() => parseBinsJson([], ctx)).toThrow(/no bins/);
    expect(() => parseBinsJson({ bins: [] }, ctx)).toThrow(/no bins/);
    expect(() => parseBinsCsv('device,zone,from,to,in,out\n', ctx)).toThrow(/at least one row/);
  });

  const row = {
    device: 'd',
    zone: 'z',
    from: '2026-11-22T08:00:00Z',
    to: '2026-11-22T08:15:00Z',
    in: 1,
    out: 2,
  };
  const csv = (line: string) => `device,zone,from,to,in,out\n${line}\n`;

  it('JSON: names the problem and where', () => {
    refuse(() => parseBinsJson('x', ctx), /expected an object, got string/);
    refuse(() => parseBinsJson({ rows: [] }, ctx), /bins: expected an array, got undefined/);
    refuse(
      () => parseBinsJson({ bins: [{ ...row, in: -1 }] }, ctx),
      /bins\[0\]\.in: negative count -1/,
    );
    refuse(
      () => parseBinsJson([{ ...row, out: '2' }], ctx),
      /\[0\]\.out: expected a whole number, got string "2"/,
    );
    refuse(
      () => parseBinsJson([{ ...row, to: row.from }], ctx),
      /\[0\]: bin end .* is not after its start/,
    );
    refuse(() => parseBinsJson([{ ...row, to: '2026-11-23T09:00:01Z' }], ctx), /longer than a day/);
    refuse(
      () => parseBinsJson([{ ...row, from: '2026-11-22T08:00:00' }], ctx),
      /\[0\]\.from: expected an ISO 8601 instant with offset/,
    );
    refuse(
      () =>
        parseBinsJson([{ ...row, from: '2027-11-22T08:00:00Z', to: '2027-11-22T08:15:00Z' }], ctx),
      /in the future/,
    );
    refuse(
      () => parseBinsJson([row, { ...row, device: 'e' }], ctx),
      /\[1\]\.device: one push carries one device/,
    );
    refuse(() => parseBinsJson([row, row], ctx), /\[1\]: duplicate bin for zone "z"/);
    refuse(
      () => parseBinsJson([{ ...row, missing: 'yes' }], ctx),
      /\[0\]\.missing: expected true or false/,
    );
    refuse(
      () =>
        parseBinsJson(
          Array.from({ length: 50_001 }, () => row),
          ctx,
        ),
      /too many bins in one push: 50001/,
    );
  });

  it('CSV: names the problem and the line', () => {
    refuse(() => parseBinsCsv('', ctx), /empty body/);
    refuse(() => parseBinsCsv('device,zone,from,to,in\n', ctx), /line 1: missing column "out"/);
    refuse(
      () => parseBinsCsv('device,zone,from,to,in,out,colour\n', ctx),
      /line 1: unknown column "colour"/,
    );
    refuse(
      () => parseBinsCsv(csv('d,z,2026-11-22T08:00:00Z,2026-11-22T08:15:00Z,1'), ctx),
      /invalid CSV: .*record 2|invalid CSV/,
    );
    refuse(
      () => parseBinsCsv(csv('d,"z,2026-11-22T08:00:00Z,2026-11-22T08:15:00Z,1,2'), ctx),
      /invalid CSV/,
    );
    refuse(
      () => parseBinsCsv(csv('d,z,2026-11-22T08:00:00Z,2026-11-22T08:15:00Z,-1,2'), ctx),
      /line 2\.in: negative count -1/,
    );
    refuse(
      () => parseBinsCsv(csv('d,z,2026-11-22T08:00:00Z,2026-11-22T08:15:00Z,1.5,2'), ctx),
      /line 2\.in: expected a whole number, got "1\.5"/,
    );
    refuse(
      () => parseBinsCsv(csv('d,z,22/11/2026 08:00,2026-11-22T08:15:00Z,1,2'), ctx),
      /line 2\.from: expected an ISO 8601 instant/,
    );
    refuse(
      () => parseBinsCsv(csv('d,z,2026-11-22T08:15:00Z,2026-11-22T08:00:00Z,1,2'), ctx),
      /line 2: bin end .* is not after its start/,
    );
    const many = `device,zone,from,to,in,out\n${Array.from({ length: 50_001 }, (_, i) => `d,z,${new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString()},${new Date(Date.UTC(2025, 0, 1) + (i + 1) * 60_000).toISOString()},1,1`).join('\n')}`;
    refuse(() => parseBinsCsv(many, ctx), /too many bins in one push: 50001/);
  });
});
