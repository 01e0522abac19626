import type { CountBin } from '../types.js';
import { escapeXml } from './xml-text.js';

/** Input of `buildBrickstreamXml`. */
export interface BrickstreamXmlInput {
  version: 1 | 2 | 3 | 4 | 5;
  /** Written as `SerialNumber` (version 2 on) and as `MacAddress` in version 1. */
  deviceRef: string;
  siteName?: string;
  /** Hours east of UTC of the local times written (`Timezone`, `DST` 0); default 0. */
  timeZoneOffsetHours?: number;
  bins: CountBin[];
}

const DAY_S = 86_400;
const pad = (value: number) => String(value).padStart(2, '0');

function clock(seconds: number): string {
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

function wholeSeconds(date: Date, what: string): number {
  const ms = date.getTime();
  if (ms % 1000 !== 0) throw new RangeError(`Brickstream ${what} must be whole seconds`);
  return ms / 1000;
}

/**
 * A Brickstream XML metric file of the given version holding `bins` (the inverse of
 * `parseBrickstreamXml`): one `Report` per local date, one `Object` per zone. Version 1 has no
 * `UnixStartTime`; 2 adds it with `SerialNumber` and `SwRelease`; 3 names site, device and object
 * types; 4 adds network properties and `TimezoneName`; 5 adds `HwPlatform` and `DeviceType`.
 */
export function buildBrickstreamXml(input: BrickstreamXmlInput): string {
  const { version, deviceRef, bins } = input;
  const offsetHours = input.timeZoneOffsetHours ?? 0;
  const offsetSeconds = Math.round(offsetHours * 3600);
  const durations = new Set<number>();
  const reports = new Map<string, Map<string, string[]>>();
  let lastEnd = 0;
  for (const bin of bins) {
    const start = wholeSeconds(bin.start, 'bin starts');
    const end = wholeSeconds(bin.end, 'bin ends');
    const duration = end - start;
    if (duration <= 0 || duration > DAY_S) {
      throw new RangeError('Brickstream bins last more than 0 seconds and at most a day');
    }
    durations.add(duration);
    lastEnd = Math.max(lastEnd, end);
    const local = new Date((start + offsetSeconds) * 1000);
    const date = local.toISOString().slice(0, 10);
    const startOfDay = (start + offsetSeconds) % DAY_S;
    const attributes = [
      `StartTime="${clock(startOfDay)}"`,
      `EndTime="${clock((startOfDay + duration) % DAY_S)}"`,
      version >= 2 ? `UnixStartTime="${start}"` : '',
      `Enters="${bin.enters}"`,
      `Exits="${bin.exits}"`,
      `Status="${bin.missing ? (bin.status ?? 1) : 0}"`,
    ].filter(Boolean);
    const objects = reports.get(date) ?? new Map<string, string[]>();
    reports.set(date, objects);
    const counts = objects.get(bin.zone) ?? [];
    objects.set(bin.zone, counts);
    counts.push(`<Count ${attributes.join(' ')}/>`);
  }
  if (durations.has(DAY_S) && durations.size > 1) {
    throw new RangeError('A Brickstream file with day bins holds only day bins');
  }
  const [interval] = durations.size === 1 ? [...durations] : [undefined];
  const site = escapeXml(input.siteName ?? 'Site');
  const device = escapeXml(deviceRef);
  const metricsAttributes =
    version >= 3
      ? `SiteId="1" Sitename="${site}" DeviceId="${device}" Devicename="${device}"`
      : `SiteId="1" DeviceId="${device}"`;
  const properties = [
    `<Version>${version}</Version>`,
    `<TransmitTime>${lastEnd}</TransmitTime>`,
    `<MacAddress>${version === 1 ? device : '00:b0:9d:00:00:01'}</MacAddress>`,
    version >= 4 ? '<IpAddress>10.0.0.20</IpAddress>' : '',
    `<HostName>Cam-${device}</HostName>`,
    version >= 4 ? '<HttpPort>80</HttpPort><HttpsPort>443</HttpsPort>' : '',
    `<Timezone>${offsetHours}</Timezone>`,
    version >= 4 ? `<TimezoneName>${offsetHours}</TimezoneName>` : '',
    '<DST>0</DST>',
    version >= 5 ? '<HwPlatform>2300</HwPlatform>' : '',
    version >= 2 ? `<SerialNumber>${device}</SerialNumber>` : '',
    version >= 5 ? '<DeviceType>0</DeviceType>' : '',
    version >= 2 ? '<SwRelease>5.6.18.554</SwRelease>' : '',
  ].filter(Boolean);
  const reportXml = [...reports].map(([date, objects]) => {
    const objectXml = [...objects].map(([zone, counts], id) => {
      const name = escapeXml(zone);
      const extra =
        version >= 3 ? ` DeviceId="${device}" DeviceName="${device}" ObjectType="0"` : '';
      return `      <Object Id="${id}"${extra} Name="${name}">\n        ${counts.join('\n        ')}\n      </Object>`;
    });
    return `    <Report Date="${date}">\n${objectXml.join('\n')}\n    </Report>`;
  });
  const intervalAttribute =
    interval !== undefined && interval % 60 === 0 ? ` Interval="${interval / 60}"` : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Metrics ${metricsAttributes}>`,
    `  <Properties>\n    ${properties.join('\n    ')}\n  </Properties>`,
    `  <ReportData${intervalAttribute}>`,
    ...reportXml,
    '  </ReportData>',
    '</Metrics>',
    '',
  ].join('\n');
}
