import type { CountBin } from '../types.js';

/** Input of `buildXovisPush`. */
export interface XovisPushInput {
  serial: string;
  bins: CountBin[];
  /** The older line-count push (`content.element[].measurement[]`) instead of firmware 5. */
  legacy?: boolean;
  /** `package_info.id` of a firmware 5 push; default 1. */
  packageId?: number;
}

function byZone(bins: readonly CountBin[]): Map<string, CountBin[]> {
  const zones = new Map<string, CountBin[]>();
  for (const bin of bins) {
    if (bin.missing) throw new RangeError('A Xovis push cannot say a bin is missing');
    zones.set(bin.zone, [...(zones.get(bin.zone) ?? []), bin]);
  }
  return zones;
}

/** A Xovis data push frame holding `bins` (the inverse of `parseXovisPush`), one logic per zone. */
export function buildXovisPush(input: XovisPushInput): unknown {
  const zones = [...byZone(input.bins)];
  if (input.legacy) {
    return {
      'sensor-info': { 'serial-number': input.serial, 'sw-version': '4.4.2' },
      content: {
        element: zones.map(([zone, bins], id) => ({
          'element-id': id,
          'element-name': zone,
          'sensor-type': 'SINGLE_SENSOR',
          'data-type': 'LINE',
          measurement: bins.map((bin) => ({
            from: bin.start.toISOString(),
            to: bin.end.toISOString(),
            value: [
              { value: bin.enters, label: 'fw' },
              { value: bin.exits, label: 'bw' },
            ],
          })),
        })),
      },
    };
  }
  return {
    logics_data: {
      package_info: { version: '5.0', id: input.packageId ?? 1, agent_id: 1 },
      sensor_info: { serial_number: input.serial, type: 'SINGLE_SENSOR', sw_version: '5.4.1' },
      logics: zones.map(([zone, bins], id) => ({
        id,
        name: zone,
        info: 'count_line',
        records: bins.map((bin) => ({
          from: bin.start.toISOString(),
          to: bin.end.toISOString(),
          samples: 1,
          counts: [
            { id: 0, name: 'fw', value: bin.enters },
            { id: 1, name: 'bw', value: bin.exits },
          ],
        })),
      })),
    },
  };
}
