import type { Device, LocationOccupancy } from '@careshop/validation';
import { describe, expect, it } from 'vitest';
import { mergeOccupancy, reconnectDelay } from '../api/use-live-occupancy';
import { silentDevices } from './dashboard-page';
import { signOf } from './display-page';

const row = (id: number, count: number): LocationOccupancy => ({
  location_id: id,
  company_id: 1,
  name: `L${id}`,
  count,
  percent: null,
  level: 'none',
  enters_today: count,
  leaves_today: 0,
  local_date: '2026-11-24',
  updated_at: null,
});

describe('live occupancy', () => {
  it('replaces a pushed location in place and appends a new one', () => {
    const list = [row(1, 3), row(2, 5)];
    expect(mergeOccupancy(list, row(2, 6)).map((item) => item.count)).toEqual([3, 6]);
    expect(mergeOccupancy(list, row(3, 1)).map((item) => item.location_id)).toEqual([1, 2, 3]);
    expect(list[1]?.count).toBe(5);
  });

  it('waits longer before each reconnect, at most 30 s', () => {
    expect([0, 1, 2, 3].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(reconnectDelay(20)).toBe(30_000);
  });

  it('shows GO, WAIT or STOP at the entrance by level', () => {
    expect(['green', 'none', 'orange', 'red'].map((level) => signOf(level as 'red'))).toEqual([
      'go',
      'go',
      'wait',
      'stop',
    ]);
  });

  it('calls a device silent after an hour without a push, unless paused or revoked', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    const device = (id: number, lastSeen: string | null, extra: Partial<Device> = {}): Device => ({
      id,
      company_id: 1,
      location_id: 1,
      name: `D${id}`,
      device_type: 'intenta',
      rt_id: `R${id}`,
      key_prefix: 'dk_',
      last_known_ip: null,
      last_seen_at: lastSeen,
      firmware: null,
      paused: false,
      is_revoked: false,
      bidirectional: false,
      created_at: '2026-01-01T00:00:00Z',
      ...extra,
    });
    const silent = silentDevices(
      [
        device(1, '2026-11-24T11:30:00Z'),
        device(2, '2026-11-24T10:30:00Z'),
        device(3, null),
        device(4, null, { paused: true }),
        device(5, null, { is_revoked: true }),
      ],
      now,
    );
    expect(silent.map((item) => item.id)).toEqual([2, 3]);
  });
});
