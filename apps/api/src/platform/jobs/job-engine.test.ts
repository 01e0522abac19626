import { localDayStart } from '@careshop/counting';
import type { DuePeriod, ReportSchedule } from '@careshop/reporting';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testClock, testDatabaseKinds } from '../../testing/harness.js';
import type { ScheduledSubscription } from './due-deliveries.js';
import {
  createJobEngine,
  type DeliverSubscription,
  type JobConnection,
  type JobEngine,
} from './job-engine.js';

const HOUR = 3_600_000;

/**
 * A fake of our own `deliverSubscription`: records every call, and like the real one sends a
 * window only when it is after `lastSent`, moving `lastSent` as it sends.
 */
function fakeDelivery(subscriptions: ScheduledSubscription[], now: () => Date) {
  const store = new Map(subscriptions.map((s) => [s.id, { ...s, schedule: { ...s.schedule } }]));
  const calls: { id: number; from: string; to: string; worker: string }[] = [];
  const sent: { id: number; from: string; to: string; at: string; period: DuePeriod }[] = [];
  return {
    calls,
    sent,
    list: async () => [...store.values()].map((s) => ({ ...s, schedule: { ...s.schedule } })),
    deliverAs(worker: string): DeliverSubscription {
      return async (id, period, { markSent }) => {
        calls.push({ id, from: period.from, to: period.to, worker });
        const subscription = store.get(id);
        if (!subscription) return { sent: false, rows: 0, reason: 'gone' };
        const { lastSent } = subscription.schedule;
        if (lastSent && period.sendInstant <= lastSent) {
          return { sent: false, rows: 0, reason: 'already_sent' };
        }
        sent.push({ id, from: period.from, to: period.to, at: now().toISOString(), period });
        if (markSent) subscription.schedule.lastSent = period.sendInstant;
        return { sent: true, rows: 1 };
      };
    },
  };
}

function schedule(
  trigger: ReportSchedule['trigger'],
  period: ReportSchedule['period'],
  lastSent: Date,
): ReportSchedule {
  return { trigger, period, startDate: null, endDate: null, lastSent, createdAt: null };
}

/** Daily, weekly (Monday, Sunday) and monthly subscriptions across the European and US DST ends. */
function weekOfSubscriptions(): ScheduledSubscription[] {
  const ams = 'Europe/Amsterdam';
  const ny = 'America/New_York';
  const kolkata = 'Asia/Kolkata';
  return [
    { id: 1, timeZone: ams, schedule: schedule('D', 'D', localDayStart('2026-10-24', ams)) },
    { id: 2, timeZone: ams, schedule: schedule('1', 'W', localDayStart('2026-10-19', ams)) },
    { id: 3, timeZone: ny, schedule: schedule('M', 'M', localDayStart('2026-10-01', ny)) },
    {
      id: 4,
      timeZone: kolkata,
      schedule: schedule('0', 'W', localDayStart('2026-10-18', kolkata)),
    },
  ];
}

const expectedWeek = [
  ...['25', '26', '27', '28', '29', '30', '31'].map((day) => ({
    id: 1,
    from: `2026-10-${String(Number(day) - 1).padStart(2, '0')}`,
    to: `2026-10-${day}`,
  })),
  { id: 1, from: '2026-10-31', to: '2026-11-01' },
  { id: 2, from: '2026-10-19', to: '2026-10-26' },
  { id: 3, from: '2026-10-01', to: '2026-11-01' },
  { id: 4, from: '2026-10-12', to: '2026-10-19' },
  { id: 4, from: '2026-10-19', to: '2026-10-26' },
];

const byKey = (a: { id: number; to: string }, b: { id: number; to: string }) =>
  a.id - b.id || a.to.localeCompare(b.to);

const START = Date.parse('2026-10-24T00:00:00Z');
// Up to 2026-11-01T21:00Z: before Amsterdam's 2 November starts (23:00Z).
const HOURS = 8 * 24 + 22;

for (const kind of testDatabaseKinds()) {
  describe(`subscription jobs on ${kind}`, () => {
    let connection: JobConnection;
    let cleanup: () => Promise<void>;
    const engines: JobEngine[] = [];

    beforeAll(async () => {
      if (kind === 'postgres') {
        const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL as string);
        connection = { kind: 'postgres', url: created.url };
        cleanup = created.drop;
      } else {
        const client = await PGlite.create('memory://');
        connection = { kind: 'pglite', client };
        cleanup = () => client.close();
      }
    });
    afterAll(async () => {
      for (const engine of engines) await engine.stop({ timeoutMs: 1000 });
      await cleanup();
    });

    async function startEngine(
      fake: ReturnType<typeof fakeDelivery>,
      now: () => Date,
      worker = 'a',
      deliver: DeliverSubscription = fake.deliverAs(worker),
    ): Promise<JobEngine> {
      const engine = createJobEngine({
        connection,
        listSubscriptions: fake.list,
        deliver,
        now,
        schedule: false,
        pollingIntervalSeconds: 0.5,
        retryDelaySeconds: 1,
      });
      engines.push(engine);
      await engine.start();
      return engine;
    }

    async function simulateHours(
      engine: JobEngine,
      clock: ReturnType<typeof testClock>,
      from: number,
      to: number,
    ) {
      for (let hour = from; hour < to; hour++) {
        clock.set(new Date(START + hour * HOUR));
        const { due } = await engine.runNightly();
        if (due > 0) await engine.idle(30_000);
      }
    }

    it('a week of simulated nights sends exactly the expected windows, each at its local midnight', async () => {
      const clock = testClock(new Date(START));
      const fake = fakeDelivery(weekOfSubscriptions(), clock.now);
      const engine = await startEngine(fake, clock.now);
      await simulateHours(engine, clock, 0, HOURS);
      await engine.stop();

      expect(fake.sent.map(({ id, from, to }) => ({ id, from, to })).sort(byKey)).toEqual(
        [...expectedWeek].sort(byKey),
      );
      expect(fake.calls).toHaveLength(expectedWeek.length);
      // The Amsterdam day the clocks go back has 25 hours; it is sent in the first run after
      // local midnight (23:00 UTC in winter time).
      const dstDay = fake.sent.find((s) => s.id === 1 && s.from === '2026-10-25');
      expect(
        dstDay && dstDay.period.toInstant.getTime() - dstDay.period.fromInstant.getTime(),
      ).toBe(25 * HOUR);
      expect(dstDay?.at).toBe('2026-10-25T23:00:00.000Z');
      // New York's month ends at 04:00 UTC (still summer time there).
      expect(fake.sent.find((s) => s.id === 3)?.at).toBe('2026-11-01T04:00:00.000Z');
    });

    it('a restart in the middle, with jobs queued and running, sends nothing twice', async () => {
      const clock = testClock(new Date(START));
      const fake = fakeDelivery(weekOfSubscriptions(), clock.now);
      const first = await startEngine(fake, clock.now, 'first');
      await simulateHours(first, clock, 0, 60);
      // Queue the next night's windows and stop before (or while) they run.
      clock.set(new Date(START + 71 * HOUR));
      const { due } = await first.runNightly();
      expect(due).toBeGreaterThan(0);
      await first.stop({ timeoutMs: 1000 });

      const second = await startEngine(fake, clock.now, 'second');
      // The new process's first run lists the same windows again while they may still be queued.
      await second.runNightly();
      await second.idle(30_000);
      await simulateHours(second, clock, 72, HOURS);
      await second.stop();

      expect(fake.sent.map(({ id, from, to }) => ({ id, from, to })).sort(byKey)).toEqual(
        [...expectedWeek].sort(byKey),
      );
    });

    it('a failed delivery is retried with back-off and then sent once', async () => {
      const clock = testClock('2026-10-26T12:00:00Z');
      const zone = 'Europe/Amsterdam';
      const fake = fakeDelivery(
        [
          {
            id: 7,
            timeZone: zone,
            schedule: schedule('D', 'D', localDayStart('2026-10-24', zone)),
          },
          {
            id: 8,
            timeZone: zone,
            schedule: schedule('D', 'D', localDayStart('2026-10-25', zone)),
          },
        ],
        clock.now,
      );
      const deliver = fake.deliverAs('a');
      let failures = 0;
      const engine = await startEngine(fake, clock.now, 'a', async (id, period, options) => {
        if (id === 7 && failures < 2) {
          failures++;
          throw new Error('SMTP down');
        }
        return deliver(id, period, options);
      });
      expect((await engine.runNightly()).due).toBe(3);
      await engine.idle(30_000);
      await engine.stop();
      expect(failures).toBe(2);
      expect(fake.sent.map(({ id, to }) => `${id}:${to}`).sort()).toEqual([
        '7:2026-10-25',
        '7:2026-10-26',
        '8:2026-10-26',
      ]);
    });

    if (kind === 'postgres') {
      it('two workers on one PostgreSQL database run each deliver job once', async () => {
        const clock = testClock('2026-10-26T12:00:00Z');
        const subscriptions = Array.from({ length: 300 }, (_, i) => ({
          id: 1000 + i,
          timeZone: 'Europe/Amsterdam',
          schedule: schedule('D', 'D', localDayStart('2026-10-24', 'Europe/Amsterdam')),
        }));
        const fake = fakeDelivery(subscriptions, clock.now);
        const a = await startEngine(fake, clock.now, 'a');
        const b = await startEngine(fake, clock.now, 'b');
        const ran = await a.runNightly();
        expect(ran.due).toBe(600);
        await a.idle(60_000);
        // The other process's run at the same hour finds everything sent.
        expect((await b.runNightly()).due).toBe(0);
        await Promise.all([a.stop(), b.stop()]);

        // Each window's job ran exactly once, in one of the two processes, and was sent once.
        const keys = fake.calls.map((c) => `${c.id}:${c.to}`);
        expect(new Set(keys).size).toBe(600);
        expect(keys).toHaveLength(600);
        expect(fake.sent).toHaveLength(600);
        // Both processes took part.
        expect(fake.calls.some((c) => c.worker === 'a')).toBe(true);
        expect(fake.calls.some((c) => c.worker === 'b')).toBe(true);
      });

      it('two nightly runs at once still send each window once', async () => {
        const clock = testClock('2026-10-26T12:00:00Z');
        const zone = 'Europe/Amsterdam';
        const fake = fakeDelivery(
          Array.from({ length: 200 }, (_, i) => ({
            id: 5000 + i,
            timeZone: zone,
            schedule: schedule('D', 'D', localDayStart('2026-10-24', zone)),
          })),
          clock.now,
        );
        const a = await startEngine(fake, clock.now, 'a');
        const b = await startEngine(fake, clock.now, 'b');
        await Promise.all([a.runNightly(), b.runNightly()]);
        await a.idle(60_000);
        await b.idle(60_000);
        await Promise.all([a.stop(), b.stop()]);
        // A window queued again after its job completed is refused by the delivery's `lastsent`.
        const sentKeys = fake.sent.map((c) => `${c.id}:${c.to}`);
        expect(new Set(sentKeys).size).toBe(400);
        expect(sentKeys).toHaveLength(400);
      });
    }
  });
}
