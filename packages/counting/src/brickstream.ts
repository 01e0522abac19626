import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  asObject,
  checkBin,
  checkCleanBody,
  checkCleanTree,
  checkRecordCount,
  checkUniqueBins,
  fail,
  parseCountText,
} from './parse-checks.js';
import { readPlainXml } from './plain-xml.js';
import { offsetMsAt, parseLocalDate, type WallTime, zonedWallTimeToInstant } from './time.js';
import type { CountBin, ParseContext, ParsedPush } from './types.js';

const DAY_S = 86_400;
const HOUR_MS = 3_600_000;
/** Brickstream metric file versions this parser reads. */
export const BRICKSTREAM_VERSIONS = [1, 2, 3, 4, 5] as const;

/** `<!DOCTYPE` in any letter case: a document type may declare entities (billion laughs, external files). */
const DOCTYPE = /<!doctype/i;

/** The tags a Brickstream file may repeat: always read as arrays. */
export const BRICKSTREAM_REPEATED: ReadonlySet<string> = new Set([
  'ReportData',
  'Report',
  'Object',
  'Count',
]);

/** fast-xml-parser's options for a Brickstream file; the plain reader (decision 357) builds the same tree. */
export const brickstreamParserOptions = {
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (tagName) => BRICKSTREAM_REPEATED.has(tagName),
  // isArray reads only the tag name: no path string is built for every tag (decision 352).
  jPath: false,
} as const satisfies ConstructorParameters<typeof XMLParser>[0];
const xmlParser = new XMLParser(brickstreamParserOptions);

type XmlNode = Record<string, unknown>;

function text(node: XmlNode, key: string, path: string): string | undefined {
  const value = node[key];
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'object' && value !== null && '#text' in value) {
    return String((value as XmlNode)['#text']).trim();
  }
  if (typeof value === 'object' && value !== null && Object.keys(value).length === 0) return '';
  return fail('expected text', `${path}.${key}`);
}

function attribute(node: XmlNode, name: string): string | undefined {
  const value = node[`@${name}`];
  return typeof value === 'string' ? value.trim() : undefined;
}

function requiredAttribute(node: XmlNode, name: string, path: string): string {
  const value = attribute(node, name);
  if (value === undefined || value === '') fail(`missing attribute ${name}`, `${path}.@${name}`);
  return value;
}

function children(node: XmlNode, key: string, path: string): { node: XmlNode; path: string }[] {
  const value = node[key];
  if (value === undefined || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((item, index) => {
    const itemPath = `${path}.${key}[${index}]`;
    // An empty element (<Object/>) parses as '': treat it as an element without content.
    return { node: item === '' ? {} : asObject(item, itemPath), path: itemPath };
  });
}

/** Seconds since midnight of `HH:MM[:SS]` (24:00:00 allowed as an end). */
function secondsOfDay(value: string, path: string): number {
  const parts = value.split(':');
  const [h, m, s = '00'] = parts;
  const valid =
    parts.length >= 2 &&
    parts.length <= 3 &&
    [h, m, s].every((part) => part !== undefined && part.length === 2 && /^\d\d$/.test(part));
  const seconds = valid ? Number(h) * 3600 + Number(m) * 60 + Number(s) : Number.NaN;
  if (!valid || Number(m) > 59 || Number(s) > 59 || seconds > DAY_S) {
    fail(`expected a time of day HH:MM:SS, got "${value}"`, path);
  }
  return seconds;
}

interface LocalClock {
  /** Fixed hours east of UTC the device's local times are in, or null: use ctx.timeZone. */
  offsetHours: number | null;
  /** The device adds an hour in summer; whether it is summer follows ctx.timeZone. */
  dst: boolean;
}

function standardOffsetMs(timeZone: string, year: number): number {
  return Math.min(
    offsetMsAt(Date.UTC(year, 0, 1), timeZone),
    offsetMsAt(Date.UTC(year, 6, 1), timeZone),
  );
}

function localToInstant(wall: WallTime, clock: LocalClock, ctx: ParseContext): Date {
  if (clock.offsetHours === null) return zonedWallTimeToInstant(wall, ctx.timeZone);
  const wallMs = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  let offsetMs = clock.offsetHours * HOUR_MS;
  if (clock.dst) {
    const instant = zonedWallTimeToInstant(wall, ctx.timeZone).getTime();
    if (offsetMsAt(instant, ctx.timeZone) > standardOffsetMs(ctx.timeZone, wall.year)) {
      offsetMs += HOUR_MS;
    }
  }
  return new Date(wallMs - offsetMs);
}

function addSeconds(date: Pick<WallTime, 'year' | 'month' | 'day'>, seconds: number): WallTime {
  const at = new Date(Date.UTC(date.year, date.month - 1, date.day) + seconds * 1000);
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth() + 1,
    day: at.getUTCDate(),
    hour: at.getUTCHours(),
    minute: at.getUTCMinutes(),
    second: at.getUTCSeconds(),
  };
}

/**
 * Reads a Brickstream XML metric file (versions 1 to 5): every `Report`, `Object` and `Count`.
 * A count's start is `UnixStartTime` when given (not 0), else the report's local date and
 * `StartTime` read with the file's `Timezone` (hours) and `DST` flag, or with `ctx.timeZone`
 * when the file names no time zone. A non-zero `Status` (the sensor was offline and generated
 * zeroes) makes the bin missing. The zone is the object's `Name` (else its `Id`).
 */
export function parseBrickstreamXml(xml: string, ctx: ParseContext): ParsedPush {
  if (typeof xml !== 'string' || xml.trim() === '') fail('empty body, expected XML', '');
  const body = xml.replace(/^\uFEFF/, '');
  checkCleanBody(body);
  // Refused before any parsing: no device sends one, and its entities are an attack.
  const doctype = DOCTYPE.exec(body);
  if (doctype) {
    const line = body.slice(0, doctype.index).split('\n').length;
    fail(
      `XML with a DOCTYPE is refused (entity declarations are never read), at line ${line}`,
      '',
      'xml_doctype_refused',
    );
  }
  // The plain file every counter sends is read without the validator and fast-xml-parser, into
  // the same tree (decision 357); any other file is read by them as before, same errors.
  let parsed: unknown = readPlainXml(body, BRICKSTREAM_REPEATED);
  if (parsed === undefined) {
    const valid = XMLValidator.validate(body);
    if (valid !== true) {
      fail(`invalid XML at line ${valid.err.line}, column ${valid.err.col}: ${valid.err.msg}`, '');
    }
    try {
      parsed = xmlParser.parse(body);
    } catch (error) {
      // The validator passes some documents the parser then refuses (e.g. external entities).
      fail(`invalid XML: ${error instanceof Error ? error.message : String(error)}`, '');
    }
    // Character references (`&#0;`) are decoded by the parser: check the texts it read as well.
    // A plain file has none: its texts are pieces of the body, checked above.
    checkCleanTree(parsed);
  }
  const document = asObject(parsed, '');
  if (!('Metrics' in document)) fail('root element must be <Metrics>', '');
  const metrics = asObject(document.Metrics === '' ? {} : document.Metrics, 'Metrics');
  const properties =
    metrics.Properties === undefined || metrics.Properties === ''
      ? {}
      : asObject(metrics.Properties, 'Metrics.Properties');
  const propertiesPath = 'Metrics.Properties';

  const version = text(properties, 'Version', propertiesPath);
  if (version !== undefined && !BRICKSTREAM_VERSIONS.some((v) => String(v) === version)) {
    fail(`unsupported metric file version "${version}" (1 to 5)`, `${propertiesPath}.Version`);
  }
  const timezone = text(properties, 'Timezone', propertiesPath);
  let offsetHours: number | null = null;
  if (timezone !== undefined && timezone !== '') {
    offsetHours = Number(timezone);
    if (!/^[+-]?\d{1,2}(\.\d+)?$/.test(timezone) || Math.abs(offsetHours) > 14) {
      fail(`expected hours from UTC, got "${timezone}"`, `${propertiesPath}.Timezone`);
    }
  }
  const dstText = text(properties, 'DST', propertiesPath);
  if (dstText !== undefined && dstText !== '' && dstText !== '0' && dstText !== '1') {
    fail(`expected 0 or 1, got "${dstText}"`, `${propertiesPath}.DST`);
  }
  const clock: LocalClock = { offsetHours, dst: dstText === '1' };

  const bins: CountBin[] = [];
  const paths: string[] = [];
  const reportData = children(metrics, 'ReportData', 'Metrics');
  if (reportData.length === 0) fail('missing <ReportData>', 'Metrics.ReportData');
  for (const data of reportData) {
    const intervalText = attribute(data.node, 'Interval');
    const intervalMinutes = intervalText === undefined ? undefined : Number(intervalText);
    for (const report of children(data.node, 'Report', data.path)) {
      const dateText = requiredAttribute(report.node, 'Date', report.path);
      let date: ReturnType<typeof parseLocalDate>;
      try {
        date = parseLocalDate(dateText);
      } catch {
        fail(`expected a date YYYY-MM-DD, got "${dateText}"`, `${report.path}.@Date`);
      }
      for (const object of children(report.node, 'Object', report.path)) {
        const zone = attribute(object.node, 'Name') ?? attribute(object.node, 'Id') ?? '';
        const counts = children(object.node, 'Count', object.path);
        checkRecordCount(bins.length + counts.length, 'bins');
        for (const count of counts) {
          const at = (name: string) => `${count.path}.@${name}`;
          const startSeconds = secondsOfDay(
            requiredAttribute(count.node, 'StartTime', count.path),
            at('StartTime'),
          );
          const endSeconds = secondsOfDay(
            requiredAttribute(count.node, 'EndTime', count.path),
            at('EndTime'),
          );
          let duration = (endSeconds - startSeconds + DAY_S) % DAY_S;
          if (duration === 0) {
            if (intervalMinutes !== 1440) {
              fail('bin end is not after its start (EndTime equals StartTime)', at('EndTime'));
            }
            duration = DAY_S;
          }
          const unixText = attribute(count.node, 'UnixStartTime');
          let start: Date;
          if (unixText !== undefined && unixText !== '' && unixText !== '0') {
            if (!/^\d{1,12}$/.test(unixText)) {
              fail(`expected seconds since 1970, got "${unixText}"`, at('UnixStartTime'));
            }
            start = new Date(Number(unixText) * 1000);
          } else {
            start = localToInstant(addSeconds(date, startSeconds), clock, ctx);
          }
          const statusText = attribute(count.node, 'Status') ?? '0';
          if (!/^\d{1,3}$/.test(statusText)) {
            fail(`expected a status number, got "${statusText}"`, at('Status'));
          }
          const bin: CountBin = {
            zone,
            start,
            end: new Date(start.getTime() + duration * 1000),
            enters: parseCountText(
              requiredAttribute(count.node, 'Enters', count.path),
              at('Enters'),
            ),
            exits: parseCountText(requiredAttribute(count.node, 'Exits', count.path), at('Exits')),
            missing: statusText !== '0',
          };
          if (bin.missing) bin.status = Number(statusText);
          bins.push(checkBin(bin, ctx, count.path));
          paths.push(count.path);
        }
      }
    }
  }
  checkUniqueBins(bins, paths);
  const deviceRef =
    text(properties, 'SerialNumber', propertiesPath) ||
    text(properties, 'MacAddress', propertiesPath) ||
    attribute(metrics, 'DeviceId') ||
    undefined;
  const firmware = text(properties, 'SwRelease', propertiesPath) || undefined;
  return { kind: 'bins', deviceRef, firmware, bins };
}
