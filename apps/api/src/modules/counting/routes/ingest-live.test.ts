import { buildBinsJson, type CountBin } from '@careshop/counting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, testClock } from '../../../testing/harness.js';
import { addIngestDevice, type IngestDeviceFixture } from '../../../testing/ingest-fixtures.js';
import type { LiveHub } from '../live-hub.js';
import { createPostgresLiveHub } from '../postgres-live-hub.js';

// Decision 357: on PostgreSQL the ingest statement announces the locations it stored bins for
// with its own NOTIFY; another process hears each push that stored something, once, and nothing
// of a re-sent push; this process is told at once, as before.

const databaseUrl = process.env.TEST_DATABASE_URL;

function binsOf(start: string, n: number): CountBin[] {
  const from = new Date(start).getTime();
  return Array.from({ length: n }, (_, index) => ({
    zone: '',
    start: new Date(from + index * 15 * 60_000),
    end: new Date(from + (index + 1) * 15 * 60_000),
    enters: 2 + index,
    exits: 1,
    missing: false,
  }));
}

function recorder(hub: LiveHub) {
  const received: number[][] = [];
  hub.subscribe((ids) => received.push([...ids]));
  const heard = () => new Set(received.flat());
  return {
    received,
    async waitFor(ids: number[]) {
      const started = Date.now();
      while (!ids.every((id) => heard().has(id))) {
        if (Date.now() - started > 10_000) throw new Error(`not heard: ${ids} (${received})`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

describe.runIf(databaseUrl)('live announcements of pushes on PostgreSQL (decision 357)', () => {
  let api: TestApi;
  let other: LiveHub;
  let counters: IngestDeviceFixture[];

  beforeAll(async () => {
    api = await startTestApi('postgres', { seed: false, clock: testClock('2026-11-20T12:00:00Z') });
    counters = [];
    for (let index = 0; index < 3; index++) {
      counters.push(
        await addIngestDevice(api.database.db, { deviceType: 'brickstream_people_counter' }),
      );
    }
    // Another API process on the same database, on the default channel.
    other = createPostgresLiveHub({ connectionString: api.database.url as string });
  });
  afterAll(async () => {
    await other?.close();
    await api?.close();
  });

  const push = (device: IngestDeviceFixture, bins: CountBin[]) =>
    api.app.inject({
      method: 'POST',
      url: '/api/ingest/bins',
      headers: { authorization: `Bearer ${device.key}`, 'content-type': 'application/json' },
      payload: JSON.stringify(buildBinsJson({ deviceRef: device.rtId, bins })),
    });

  it('the ingest statement announces what it stored, once, and nothing of a re-send', async () => {
    const hub = api.app.careshop.liveHub;
    expect(hub.statementNotify).toBeDefined();
    const atOther = recorder(other);
    const here = recorder(hub);
    await other.ready?.();
    const [first, second, third] = counters as [
      IngestDeviceFixture,
      IngestDeviceFixture,
      IngestDeviceFixture,
    ];

    const stored = await push(first, binsOf('2026-11-19T08:00:00Z', 2));
    expect(stored.json()).toEqual({ stored: 2, duplicates: 0 });
    expect(here.received).toEqual([[first.locationId]]);
    await atOther.waitFor([first.locationId]);

    // Pushes of one batch: one statement, every location that stored something announced.
    const answers = await Promise.all([
      push(second, binsOf('2026-11-19T09:00:00Z', 1)),
      push(third, binsOf('2026-11-19T09:00:00Z', 3)),
    ]);
    expect(answers.map((answer) => answer.json().stored)).toEqual([1, 3]);
    await atOther.waitFor([second.locationId, third.locationId]);

    const replayed = await push(first, binsOf('2026-11-19T08:00:00Z', 2));
    expect(replayed.json()).toEqual({ stored: 0, duplicates: 2 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const heardFirst = atOther.received.flat().filter((id) => id === first.locationId);
    expect(heardFirst).toHaveLength(1);
    expect(here.received.flat().sort()).toEqual(
      [first.locationId, second.locationId, third.locationId].sort(),
    );
  });
});
