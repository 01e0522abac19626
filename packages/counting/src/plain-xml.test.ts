import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { binsArbitrary } from '../test/arbitraries.js';
import { fixture } from '../test/fixtures.js';
import { BRICKSTREAM_REPEATED, brickstreamParserOptions } from './brickstream.js';
import { buildBrickstreamXml } from './payloads/brickstream.js';
import { readPlainXml } from './plain-xml.js';

// Decision 357: the plain reader must build exactly fast-xml-parser's tree (key order included)
// for every file it reads, and read only files the validator passes; anything else is left to
// fast-xml-parser (undefined), so answers and errors stay the same.
const repeated = BRICKSTREAM_REPEATED;
const reference = new XMLParser(brickstreamParserOptions);

/** The plain tree, checked against the validator and fast-xml-parser when there is one. */
function plainTree(xml: string): unknown {
  const tree = readPlainXml(xml, repeated);
  if (tree !== undefined) {
    expect(XMLValidator.validate(xml), xml).toBe(true);
    expect(JSON.stringify(tree), xml).toBe(JSON.stringify(reference.parse(xml)));
  }
  return tree;
}

const sample = `<?xml version="1.0" encoding="UTF-8"?>
<Metrics SiteId="1" DeviceId="d-1">
  <Properties>
    <Version>5</Version>
    <Timezone>1</Timezone>
    <DST>0</DST>
    <SerialNumber>d-1</SerialNumber>
    <HttpPort>80</HttpPort><HttpsPort>443</HttpsPort>
    <Empty></Empty><Empty2/>
  </Properties>
  <ReportData Interval="15">
    <Report Date="2026-01-01">
      <Object Id="0" Name="Main entrance">
        <Count StartTime="00:00:00" EndTime="00:15:00" Enters="3" Exits="4" Status="0"/>
        <Count StartTime="00:15:00" EndTime="00:30:00" Enters="1" Exits="0" Status='1' />
      </Object>
      <Object Id="1"/>
    </Report>
  </ReportData>
</Metrics>
`;

describe('readPlainXml (saxes)', () => {
  it('reads the golden files and generated files as fast-xml-parser does', () => {
    for (const version of [1, 2, 3, 4, 5]) {
      const xml = fixture(`brickstream-v${version}.xml`);
      // v4 names its site `Smith &amp; Sons`: a reference, read by fast-xml-parser.
      expect(plainTree(xml) === undefined).toBe(xml.includes('&'));
    }
    expect(plainTree(sample)).toBeDefined();
    // Tabs and CRLF line ends between elements are plain too.
    expect(plainTree(sample.replaceAll('\n', '\r\n').replaceAll('  ', '\t'))).toBeDefined();
    fc.assert(
      fc.property(
        fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const, 5 as const),
        binsArbitrary({ missing: true, status: true, maxSeconds: 23 * 3600 }),
        (version, bins) => {
          plainTree(buildBrickstreamXml({ version, deviceRef: 'd-1', bins }));
        },
      ),
    );
  });

  it('leaves everything but plain XML to fast-xml-parser', () => {
    for (const xml of [
      '  <?xml version="1.0"?><M/>',
      '<?xml?><M/>',
      '<M><!-- note --></M>',
      '<M><![CDATA[x]]></M>',
      '<M>a &amp; b</M>',
      '<M a="&#0;"/>',
      '<M><A>1</A>x<B/></M>',
      '<M>x<B/></M>',
      '<M a="1" a="2"/>',
      '<M a=1/>',
      '<M a = "1"/>',
      '<M a="1"b="2"/>',
      '<M a="x>y"/>',
      '<M a="x\ty"/>',
      '<M a="x\ny"/>',
      '<?xml version = "1.0"?><M/>',
      '<!DOCTYPE M><M/>',
      '<M>a]]>b</M>',
      '<M>\u0001</M>',
      '<M><A></M>',
      '<M>',
      '<M></N>',
      '</M>',
      'text<M/>',
      '<M/>text',
      '<__proto__/>',
      '<M><constructor>1</constructor></M>',
      '<m:M/>',
      '<?pi x?><M/>',
      '<M>line\r\nbreak</M>',
      '',
      '   ',
    ]) {
      expect(plainTree(xml), xml).toBeUndefined();
    }
  });

  it('property: what it reads, fast-xml-parser reads to the same tree and validates', () => {
    const pieces = [
      '<',
      '>',
      '/',
      '"',
      "'",
      '=',
      ' ',
      '\n',
      '\r',
      '\t',
      'a',
      'M',
      '&',
      '?',
      '!',
      '-',
      'x',
    ];
    let read = 0;
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.nat({ max: sample.length }),
            fc.nat({ max: 3 }),
            fc.constantFrom(...pieces, ''),
          ),
          { minLength: 1, maxLength: 4 },
        ),
        (edits) => {
          let xml = sample;
          for (const [at, remove, insert] of edits) {
            xml = xml.slice(0, at) + insert + xml.slice(Math.min(xml.length, at + remove));
          }
          if (plainTree(xml) !== undefined) read += 1;
        },
      ),
      { numRuns: 3000 },
    );
    // Some edits keep the file plain (a space, a letter in a text or name): both sides are tried.
    expect(read).toBeGreaterThan(50);
  });
});
