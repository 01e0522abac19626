import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './local-calendar';
import {
  buildReportRows,
  ReportInputError,
  type RollupRow,
  reportTypeOf,
  rollupSourceOf,
} from './report-rows';
import type { Interval } from './schedule';

const ZONES = ['Europe/Amsterdam', 'Europe/Berlin', 'America/New_York'] as const;

describe('buildReportRows', () => {
  it('one row per local day, empty days as 0, headers and labels in the recipient language', () => {
    const report = buildReportRows({
      type: reportTypeOf('PEOPLECOUNTER_ENTERLEAVE'),
      interval: 'D',
      from: '2024-03-30',
      to: '2024-04-01',
      timeZone: 'Europe/Amsterdam',
      rollups: [
        { localDate: '2024-03-30', metric: 'enter', value: 12 },
        { localDate: '2024-03-30', metric: 'leave', value: 10 },
        { localDate: '2024-03-29', metric: 'enter', value: 99 },
        { localDate: '2024-03-30', metric: 'gate_enter', value: 99 },
      ],
      locale: 'de-DE',
    });
    expect(report.columns.map((c) => c.header)).toEqual(['Datum', 'Eintritte', 'Austritte']);
    expect(report.rows.map((r) => [r.label, ...r.values])).toEqual([
      ['30.03.2024', 12, 10],
      ['31.03.2024', 0, 0],
    ]);
    expect(report.totals).toEqual([12, 10]);
    expect(report.totalLabel).toBe('Summe');
    expect(report.windowLabel).toBe('30.03.2024 – 31.03.2024');
  });

  it('hourly rows of the 23-hour day, months by name, English for an unknown language', () => {
    const hourly = buildReportRows({
      type: reportTypeOf('GATESYSTEM_ENTER'),
      interval: 'h',
      from: '2024-03-31',
      to: '2024-04-01',
      timeZone: 'Europe/Berlin',
      rollups: [{ localDate: '2024-03-31', hour: 3, metric: 'gate_enter', value: 4 }],
      locale: 'nl',
    });
    expect(hourly.rows).toHaveLength(23);
    expect(hourly.rows[2]).toMatchObject({ label: '31-03-2024, 03:00', values: [4] });
    expect(hourly.columns[0]?.header).toBe('Uur');
    const monthly = buildReportRows({
      type: reportTypeOf('SELFCHECK_CHECKOUT'),
      interval: 'M',
      from: '2024-01-01',
      to: '2024-03-01',
      timeZone: 'America/New_York',
      rollups: [{ localDate: '2024-02-10', metric: 'selfcheck_checkout_refused', value: 2 }],
      locale: 'pt-BR',
    });
    expect(monthly.rows.map((r) => [r.label, ...r.values])).toEqual([
      ['January 2024', 0, 0],
      ['February 2024', 0, 2],
    ]);
    expect(monthly.columns.map((c) => c.header)).toEqual([
      'Month',
      'Checkouts',
      'Checkouts refused',
    ]);
  });

  it('counts an occupancy alert each time the level rises to orange or red within a day', () => {
    const hour = (h: number, metric: string, value: number): RollupRow => ({
      localDate: '2024-05-02',
      hour: h,
      metric,
      value,
    });
    const report = buildReportRows({
      type: reportTypeOf('PEOPLECOUNTER_ALERT'),
      interval: '-',
      from: '2024-05-02',
      to: '2024-05-03',
      timeZone: 'Europe/Amsterdam',
      // optimal 100: orange from 80, red from 100 people.
      rollups: [
        hour(9, 'enter', 85), // orange
        hour(10, 'enter', 20), // red
        hour(11, 'leave', 50), // back to green
        hour(12, 'enter', 40), // orange again
        hour(13, 'alert_wrong_way', 3),
      ],
      locale: 'en',
      thresholds: { optimalBalance: 100, balanceOrange: 80, balanceRed: 100 },
    });
    expect(report.columns.map((c) => c.key)).toEqual([
      'period',
      'orange_alerts',
      'red_alerts',
      'device_alerts',
    ]);
    expect(report.rows.map((r) => r.values)).toEqual([[2, 1, 3]]);
    const noOrange = buildReportRows({
      ...{
        type: reportTypeOf('PEOPLECOUNTER_ALERT'),
        interval: 'D' as const,
        from: '2024-05-02',
        to: '2024-05-03',
      },
      timeZone: 'Europe/Amsterdam',
      rollups: [hour(9, 'enter', 150)],
      locale: 'en',
      thresholds: { optimalBalance: 100, balanceOrange: 0, balanceRed: 100 },
    });
    expect(noOrange.rows[0]?.values).toEqual([0, 1, 0]);
  });

  it('needs hourly rollups for hourly rows and alerts', () => {
    const type = reportTypeOf('PEOPLECOUNTER_ENTER');
    expect(rollupSourceOf(type, 'D')).toBe('daily');
    expect(rollupSourceOf(type, 'h')).toBe('hourly');
    expect(rollupSourceOf(reportTypeOf('PEOPLECOUNTER_ENTERLEAVEALERT'), 'M')).toBe('hourly');
    expect(() =>
      buildReportRows({
        type,
        interval: 'h',
        from: '2024-01-01',
        to: '2024-01-02',
        timeZone: 'UTC',
        rollups: [{ localDate: '2024-01-01', metric: 'enter', value: 1 }],
        locale: 'en',
      }),
    ).toThrow(ReportInputError);
    expect(() => reportTypeOf('SELFCHECK_EAS_ERRORS')).toThrow(/not supported/);
  });

  it('totals equal the sum of the rollups in the window, at every interval and zone', () => {
    const type = reportTypeOf('SELFCHECK_PATRONLOGONCHECKPOUTCHECKINRENEWALPAYMENT');
    const metrics = type.metrics;
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom<Interval>('h', 'D', 'M', 'Y', '-'),
        fc.integer({ min: 0, max: 2 * 365 }),
        fc.integer({ min: 1, max: 40 }),
        fc.array(
          fc.record({
            day: fc.integer({ min: -3, max: 45 }),
            hour: fc.integer({ min: 0, max: 23 }),
            metric: fc.constantFrom(...metrics, 'enter'),
            value: fc.integer({ min: 0, max: 1_000_000 }),
          }),
          { maxLength: 60 },
        ),
        (zone, interval, offset, days, raw) => {
          const from = addDays('2023-06-01', offset);
          const to = addDays(from, days);
          const rollups = raw
            .map((r) => ({
              localDate: addDays(from, r.day),
              hour: r.hour,
              metric: r.metric,
              value: r.value,
            }))
            // a rollup never names an hour the day does not have (clocks going forward)
            .filter((r) => interval !== 'h' || !isSkippedHour(r.localDate, r.hour, zone));
          const report = buildReportRows({
            type,
            interval,
            from,
            to,
            timeZone: zone,
            rollups,
            locale: 'fr',
            thresholds: undefined,
          });
          const inWindow = rollups.filter((r) => r.localDate >= from && r.localDate < to);
          const expected = type.columns.map((column) =>
            inWindow
              .filter((r) => column.kind === 'sum' && column.metrics.includes(r.metric))
              .reduce((sum, r) => sum + r.value, 0),
          );
          expect(report.totals).toEqual(expected);
          expect(report.totals.reduce((a, b) => a + b, 0)).toBe(
            inWindow.filter((r) => metrics.includes(r.metric)).reduce((sum, r) => sum + r.value, 0),
          );
          for (let c = 0; c < expected.length; c++) {
            expect(report.rows.reduce((sum, row) => sum + (row.values[c] as number), 0)).toBe(
              report.totals[c],
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

function isSkippedHour(localDate: string, hour: number, zone: string): boolean {
  // The skipped hour of spring-forward days in these zones: 02:00.
  const springForward: Record<string, string[]> = {
    'Europe/Amsterdam': ['2023-03-26', '2024-03-31', '2025-03-30'],
    'Europe/Berlin': ['2023-03-26', '2024-03-31', '2025-03-30'],
    'America/New_York': ['2023-03-12', '2024-03-10', '2025-03-09'],
  };
  return hour === 2 && (springForward[zone] ?? []).includes(localDate);
}
