import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binsArbitrary, ctx, sortBins } from '../test/arbitraries.js';
import { fixture } from '../test/fixtures.js';
import { bin, expectParseError } from '../test/helpers.js';
import { parseBrickstreamXml } from './brickstream.js';
import { buildBrickstreamXml } from './payloads/brickstream.js';

describe('parseBrickstreamXml golden files', () => {
  it('v1: local times with Timezone + DST (summer), every Report, Object and Count', () => {
    const push = parseBrickstreamXml(fixture('brickstream-v1.xml'), ctx);
    expect(push).toEqual({
      kind: 'bins',
      deviceRef: '00:b0:9d:4a:11:07',
      firmware: undefined,
      bins: [
        bin('Main entrance', '2026-07-14T07:00:00Z', '2026-07-14T07:15:00Z', 12, 3),
        bin('Main entrance', '2026-07-14T07:15:00Z', '2026-07-14T07:30:00Z', 8, 5),
        bin('Main entrance', '2026-07-14T21:45:00Z', '2026-07-14T22:00:00Z', 0, 2),
        bin('Garden door', '2026-07-14T07:00:00Z', '2026-07-14T07:15:00Z', 1, 0),
        bin('Main entrance', '2026-07-14T22:00:00Z', '2026-07-14T22:15:00Z', 0, 0),
      ],
    });
  });

  it('v2: UnixStartTime wins (both 01:00 hours of the New York fall-back day), offline is missing', () => {
    const push = parseBrickstreamXml(fixture('brickstream-v2.xml'), ctx);
    expect(push).toEqual({
      kind: 'bins',
      deviceRef: '13132694',
      firmware: '5.2.7.310',
      bins: [
        bin('Door 01', '2026-11-01T04:00:00Z', '2026-11-01T05:00:00Z', 4, 1),
        bin('Door 01', '2026-11-01T05:00:00Z', '2026-11-01T06:00:00Z', 2, 2),
        bin('Door 01', '2026-11-01T06:00:00Z', '2026-11-01T07:00:00Z', 0, 0, true, 1),
        bin('Door 01', '2026-11-01T07:00:00Z', '2026-11-01T08:00:00Z', 0, 0, true, 1),
        bin('Door 02', '2026-11-01T04:00:00Z', '2026-11-01T05:00:00Z', 7, 6),
        bin('Door 01', '2026-11-02T05:00:00Z', '2026-11-02T06:00:00Z', 1, 3),
      ],
    });
  });

  it('v3: no Timezone and UnixStartTime 0 fall back to ctx.timeZone across the spring change', () => {
    const push = parseBrickstreamXml(fixture('brickstream-v3.xml'), {
      ...ctx,
      timeZone: 'Europe/Berlin',
    });
    expect(push).toEqual({
      kind: 'bins',
      deviceRef: '20451877',
      firmware: '5.3.2.101',
      bins: [
        bin('Haupteingang', '2026-03-28T22:00:00Z', '2026-03-28T23:00:00Z', 3, 9),
        bin('Haupteingang', '2026-03-29T00:00:00Z', '2026-03-29T01:00:00Z', 0, 1),
        bin('Haupteingang', '2026-03-29T01:00:00Z', '2026-03-29T02:00:00Z', 0, 0),
        bin('Lesesaal', '2026-03-29T01:00:00Z', '2026-03-29T02:00:00Z', 2, 0),
      ],
    });
  });

  it('v4: several reports and objects; escaped site names do not matter', () => {
    const push = parseBrickstreamXml(fixture('brickstream-v4.xml'), {
      ...ctx,
      timeZone: 'Europe/London',
    });
    expect(push.kind === 'bins' && push.bins).toEqual([
      bin('Front', '2026-05-04T08:00:00Z', '2026-05-04T08:30:00Z', 25, 11),
      bin('Front', '2026-05-04T08:30:00Z', '2026-05-04T09:00:00Z', 17, 14),
      bin('Front', '2026-05-04T09:00:00Z', '2026-05-04T09:30:00Z', 30, 22),
      bin('Back', '2026-05-04T08:00:00Z', '2026-05-04T08:30:00Z', 2, 5),
      bin('Front', '2026-05-05T08:00:00Z', '2026-05-05T08:30:00Z', 19, 4),
      bin('Front', '2026-05-05T08:30:00Z', '2026-05-05T09:00:00Z', 21, 16),
    ]);
    expect(push).toMatchObject({ deviceRef: '30000017', firmware: '5.6.18.554' });
  });

  it('v5: day bins (Interval 1440, 00:00 to 00:00) with an offline day', () => {
    const push = parseBrickstreamXml(fixture('brickstream-v5.xml'), ctx);
    expect(push).toEqual({
      kind: 'bins',
      deviceRef: '40000002',
      firmware: '5.7.0.12',
      bins: [
        bin('Ingang', '2026-02-09T23:00:00Z', '2026-02-10T23:00:00Z', 412, 409),
        bin('Uitgang', '2026-02-09T23:00:00Z', '2026-02-10T23:00:00Z', 3, 118),
        bin('Ingang', '2026-02-10T23:00:00Z', '2026-02-11T23:00:00Z', 0, 0, true, 1),
        bin('Ingang', '2026-02-11T23:00:00Z', '2026-02-12T23:00:00Z', 388, 390),
      ],
    });
  });
});

describe('buildBrickstreamXml ∘ parseBrickstreamXml', () => {
  it('property: parse(build(bins)) == bins for every version and offset', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const, 5 as const),
        fc.integer({ min: -12, max: 14 }),
        binsArbitrary({ missing: true, status: true, maxSeconds: 23 * 3600 }),
        fc.stringMatching(/^[A-Za-z0-9:-]{1,17}$/),
        (version, offset, bins, deviceRef) => {
          const xml = buildBrickstreamXml({
            version,
            deviceRef,
            timeZoneOffsetHours: offset,
            bins,
          });
          if (bins.length === 0) {
            expect(parseBrickstreamXml(xml, ctx)).toMatchObject({
              kind: 'bins',
              bins: [],
              deviceRef,
            });
            return;
          }
          const push = parseBrickstreamXml(xml, ctx);
          expect(push.kind === 'bins' && sortBins(push.bins)).toEqual(sortBins(bins));
          expect(push).toMatchObject({ deviceRef });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('writes day bins with Interval 1440', () => {
    const bins = [bin('A', '2026-02-09T23:00:00Z', '2026-02-10T23:00:00Z', 5, 4)];
    const xml = buildBrickstreamXml({ version: 5, deviceRef: 'X', timeZoneOffsetHours: 1, bins });
    expect(xml).toContain('Interval="1440"');
    expect(parseBrickstreamXml(xml, ctx)).toMatchObject({ bins });
  });
});

describe('parseBrickstreamXml refuses bad files', () => {
  const good = fixture('brickstream-v2.xml');
  const refuse = (xml: string, message: RegExp) =>
    expectParseError(() => parseBrickstreamXml(xml, ctx), message);

  it('names the problem and where', () => {
    refuse(good.slice(0, good.length / 2), /invalid XML/);
    refuse('', /empty body/);
    refuse('{"not":"xml"}', /invalid XML/);
    refuse('<Report/>', /root element must be <Metrics>/);
    refuse(
      good.replace('Enters="4"', 'Enters="-4"'),
      /Report\[0\]\.Object\[0\]\.Count\[0\]\.@Enters: negative count -4/,
    );
    refuse(
      good.replace('Exits="6"', 'Exits="six"'),
      /Object\[1\]\.Count\[0\]\.@Exits: expected a whole number/,
    );
    refuse(good.replace('Enters="4" ', ''), /Count\[0\]\.@Enters: missing attribute Enters/);
    refuse(
      good.replace(
        'EndTime="01:00:00" UnixStartTime="1793505600" Enters="4"',
        'EndTime="00:00:00" UnixStartTime="1793505600" Enters="4"',
      ),
      /EndTime equals StartTime/,
    );
    refuse(
      good.replace('StartTime="00:00:00"', 'StartTime="25:00:00"'),
      /@StartTime: expected a time of day/,
    );
    refuse(
      good.replace('<Version>2</Version>', '<Version>9</Version>'),
      /Properties\.Version: unsupported metric file version "9"/,
    );
    refuse(
      good.replace('Date="2026-11-01"', 'Date="2026-02-30"'),
      /Report\[0\]\.@Date: expected a date/,
    );
    refuse(
      good.replace('UnixStartTime="1793505600"', 'UnixStartTime="1893505600"'),
      /is in the future/,
    );
    refuse(good.replace('UnixStartTime="1793505600"', 'UnixStartTime="12"'), /before 2000/);
    refuse(good.replace('Status="1"', 'Status="offline"'), /@Status: expected a status number/);
    refuse(
      good.replace('<Timezone>-5</Timezone>', '<Timezone>EST</Timezone>'),
      /Timezone: expected hours from UTC/,
    );
    refuse(
      good.replace('UnixStartTime="1793512800"', 'UnixStartTime="1793509200"'),
      /duplicate bin for zone "Door 01"/,
    );
    refuse(good.replace(/<ReportData[\s\S]*<\/ReportData>/, ''), /missing <ReportData>/);
  });

  it('refuses any DOCTYPE: external entities, billion laughs, in any case and place (issue 27)', () => {
    const doctype = (xml: string, line: number) =>
      expectParseError(
        () => parseBrickstreamXml(xml, ctx),
        new RegExp(`XML with a DOCTYPE is refused .* at line ${line}$`),
        'xml_doctype_refused',
      );
    const external = good
      .replace('<Metrics', '<!DOCTYPE Metrics [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<Metrics')
      .replace('13132694</SerialNumber>', '&x;</SerialNumber>');
    const prolog = good.slice(0, good.indexOf('<Metrics')).split('\n').length;
    doctype(external, prolog);
    const laughs = Array.from(
      { length: 9 },
      (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`,
    ).join('');
    const billion = good
      .replace('<Metrics', `<!DOCTYPE Metrics [<!ENTITY lol0 "lol">${laughs}]>\n<Metrics`)
      .replace('Name="Door 01"', 'Name="&lol9;"');
    doctype(billion, prolog);
    doctype(`<!doctype Metrics>\n${good}`, 1);
    doctype(`${good}\n<!DocType x>`, good.split('\n').length + 1);
    // Without its DOCTYPE the same file is read: the refusal is about the DOCTYPE alone.
    expect(parseBrickstreamXml(good, ctx)).toMatchObject({ kind: 'bins' });
  });

  it('keeps the status of a bin it does not count, so the console can say why (decision 181)', () => {
    const good = fixture('brickstream-v2.xml');
    const xml = good
      .replace('Enters="0" Exits="0" Status="1"', 'Enters="5" Exits="2" Status="3"')
      .replace('Enters="4" Exits="1" Status="0"', 'Enters="4" Exits="1"');
    const push = parseBrickstreamXml(xml, ctx);
    if (push.kind !== 'bins') throw new Error('expected bins');
    const byStart = new Map(push.bins.map((item) => [item.start.toISOString(), item]));
    // Status 3: not counted, whatever counts it carries; the status is kept.
    expect(byStart.get('2026-11-01T06:00:00.000Z')).toMatchObject({ missing: true, status: 3 });
    expect(byStart.get('2026-11-01T07:00:00.000Z')).toMatchObject({ missing: true, status: 1 });
    // No Status and Status 0 are counted and carry none.
    for (const start of ['2026-11-01T04:00:00.000Z', '2026-11-01T05:00:00.000Z']) {
      expect(byStart.get(start)?.missing).toBe(false);
      expect(byStart.get(start)).not.toHaveProperty('status');
    }
  });

  it('refuses more than 50,000 bins in one file', () => {
    const count =
      '<Count StartTime="00:00:00" EndTime="00:01:00" Enters="1" Exits="0" Status="0"/>';
    const xml = `<Metrics><Properties><Timezone>0</Timezone></Properties><ReportData><Report Date="2026-01-01"><Object Id="0" Name="A">${count.repeat(50_001)}</Object></Report></ReportData></Metrics>`;
    refuse(xml, /too many bins in one push: 50001/);
  });
});
