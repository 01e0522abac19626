import type { DeviceTypeName } from '@careshop/validation';

/** The ingestion protocol each device type pushes (`POST /api/ingest/<protocol>`). */
export const protocolOf: Record<DeviceTypeName, string> = {
  eco_gate: 'gate',
  brickstream_people_counter: 'brickstream',
  intenta: 'bins',
  selfcheck: 'sip2',
};

/** The content type a device of this type sends. */
export const contentTypeOf: Record<DeviceTypeName, string> = {
  eco_gate: 'application/json',
  brickstream_people_counter: 'application/xml',
  intenta: 'application/json',
  selfcheck: 'text/plain',
};

/**
 * A short, realistic payload of each protocol (formats: packages/counting/README.md), for the
 * "How to connect" section. `rtId` is the device's own id, which the payload names.
 */
export function examplePayload(type: DeviceTypeName, rtId: string): string {
  switch (type) {
    case 'eco_gate':
      return JSON.stringify(
        {
          device: rtId,
          readings: [
            {
              gate: 'main',
              at: '2026-11-23T09:00:00+01:00',
              total_in: 15262,
              total_out: 15231,
            },
          ],
        },
        null,
        2,
      );
    case 'intenta':
      return JSON.stringify(
        {
          bins: [
            {
              device: rtId,
              zone: 'Entrance',
              from: '2026-11-23T09:00:00+01:00',
              to: '2026-11-23T09:15:00+01:00',
              in: 18,
              out: 4,
              missing: false,
            },
          ],
        },
        null,
        2,
      );
    case 'brickstream_people_counter':
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<Metrics SiteId="1" Sitename="Main entrance" DeviceId="${rtId}" Devicename="${rtId}">`,
        '  <Properties>',
        '    <Version>5</Version>',
        '    <TransmitTime>1795422600</TransmitTime>',
        `    <SerialNumber>${rtId}</SerialNumber>`,
        '    <Timezone>1</Timezone>',
        '    <DST>0</DST>',
        '    <SwRelease>5.6.18.554</SwRelease>',
        '  </Properties>',
        '  <ReportData Interval="15">',
        '    <Report Date="2026-11-23">',
        '      <Object Id="0" ObjectType="0" Name="Entrance">',
        '        <Count StartTime="09:00:00" EndTime="09:15:00" UnixStartTime="1795420800" Enters="18" Exits="4" Status="0"/>',
        '        <Count StartTime="09:15:00" EndTime="09:30:00" UnixStartTime="1795421700" Enters="23" Exits="9" Status="0"/>',
        '      </Object>',
        '    </Report>',
        '  </ReportData>',
        '</Metrics>',
      ].join('\n');
    case 'selfcheck':
      return [
        '121NNY20261123    101502AOMAINLIB|AA20417|AB31000123456789|AJThe Little Prince|AH20261207|',
        '101YNN20261123    101944AOMAINLIB|AB31000098765432|AQMain|',
      ].join('\n');
  }
}
