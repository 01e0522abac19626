import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../testing/harness.js';
import { createIngestWriter, type IngestExecutor, type IngestTx } from './ingest-writer.js';

describe.each(testDatabaseKinds())('ingest group commit on %s', (kind) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
    await api.database.db.execute(sql`CREATE TABLE writer_probe (n integer PRIMARY KEY)`);
  });
  afterAll(async () => {
    await api?.close();
  });

  const insert = (n: number | string) => async (tx: IngestTx) => {
    const result = (await tx.execute(
      sql`INSERT INTO writer_probe (n) VALUES (${n}::integer) RETURNING txid_current()::text AS tx`,
    )) as unknown as { rows: { tx: string }[] };
    return result.rows[0]?.tx;
  };

  async function stored(from: number, to: number) {
    const result = (await api.database.db.execute(
      sql`SELECT count(*)::int AS n FROM writer_probe WHERE n >= ${from} AND n < ${to}`,
    )) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]?.n);
  }

  it('runs pushes that queue together in one transaction and answers after its commit', async () => {
    const writer = createIngestWriter(api.database.db, { lanes: 1, maxBatch: 32 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => writer.run(7, insert(index))),
    );
    expect(new Set(answers).size).toBe(1);
    expect(await stored(0, 10)).toBe(10);
  });

  it('fails a bad push alone: the rest of its batch is stored', async () => {
    const writer = createIngestWriter(api.database.db, { lanes: 1, maxBatch: 32 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        writer.run(7, insert(index === 4 ? 'not a number' : 100 + index)),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(
      Array.from({ length: 10 }, (_, index) => (index === 4 ? 'rejected' : 'fulfilled')),
    );
    expect(await stored(100, 110)).toBe(9);
  });

  it('keeps a batch within maxBatch and maxRows', async () => {
    const writer = createIngestWriter(api.database.db, { lanes: 1, maxBatch: 4, maxRows: 100 });
    const small = await Promise.all(
      Array.from({ length: 8 }, (_, index) => writer.run(1, insert(200 + index))),
    );
    expect(new Set(small).size).toBe(2);
    const big = await Promise.all(
      Array.from({ length: 3 }, (_, index) => writer.run(1, insert(300 + index), 80)),
    );
    expect(new Set(big).size).toBe(3);
    expect(await stored(200, 400)).toBe(11);
  });

  /** A merged work: one statement inserting every payload, answering its transaction id. */
  function mergedInsert(calls: (number | string)[][]) {
    return async (executor: IngestExecutor, payloads: readonly (number | string)[]) => {
      calls.push([...payloads]);
      const result = (await executor.execute(
        sql`INSERT INTO writer_probe (n)
          SELECT value::integer FROM json_array_elements_text(${JSON.stringify(payloads)}::json)
          RETURNING txid_current()::text AS tx`,
      )) as unknown as { rows: { tx: string }[] };
      return payloads.map(() => result.rows[0]?.tx);
    };
  }

  it('merges the pushes of distinct devices into one call, and the next push of a device into a later one', async () => {
    const writer = createIngestWriter(api.database.db, { lanes: 1, maxBatch: 32 });
    const calls: (number | string)[][] = [];
    const merged = mergedInsert(calls);
    // Devices 1, 2, 3, then device 1 again: two calls in one transaction, in push order.
    const answers = await Promise.all(
      [
        [1, 400],
        [2, 401],
        [3, 402],
        [1, 403],
      ].map(([device, n]) => writer.runMerged(9, merged, n as number, device as number)),
    );
    expect(calls).toEqual([[400, 401, 402], [403]]);
    expect(new Set(answers).size).toBe(1);
    expect(await stored(400, 404)).toBe(4);
  });

  it('runs a batch that is one merged call as one statement, and again push by push when it fails', async () => {
    const writer = createIngestWriter(api.database.db, { lanes: 1, maxBatch: 32 });
    const calls: (number | string)[][] = [];
    const merged = mergedInsert(calls);
    const outcomes = await Promise.allSettled(
      [500, 501, 'bad', 503].map((n, device) => writer.runMerged(9, merged, n, device)),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(calls).toEqual([[500, 501, 'bad', 503], [500], [501], ['bad'], [503]]);
    expect(await stored(500, 504)).toBe(3);
  });
});
