import type { Db } from '../db/database.js';
import { retryTransaction } from '../db/database-errors.js';

/** The transaction handle a unit of work runs on (the batch's, or its own). */
export type IngestTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Group commit for ingestion (decision 176): pushes queue per lane, and a lane runs every push
 * that queued while its previous transaction was committing in one transaction, commits once
 * (one WAL flush for all of them) and only then answers each. A push's promise settles after the
 * commit that holds its rows, so a 200 still means committed.
 */
export interface IngestWriter {
  /**
   * Runs `work` in the next transaction of the lane of `laneKey` (pushes of one location share a
   * lane, so two lanes never lock the same rows). `work` must be safe to run again: when a batch
   * fails, it is rolled back and each of its pushes runs again alone, so a bad push fails alone.
   * `rows` (bins of the push) keeps a batch of big backlog pushes from growing without bound.
   */
  run<T>(laneKey: number, work: (tx: IngestTx) => Promise<T>, rows?: number): Promise<T>;
  /** Waits until every queued push is answered. */
  drain(): Promise<void>;
}

/** Options of {@link createIngestWriter}. */
export interface IngestWriterOptions {
  /** Transactions in flight at once (PostgreSQL: a few; PGlite has one connection: 1). */
  lanes?: number;
  /** Most pushes in one transaction (bounds the latency a push waits behind others). */
  maxBatch?: number;
  /** Bins (or rows) a batch stops taking pushes at: a backlog push alone fills a batch. */
  maxRows?: number;
}

interface Item {
  work: (tx: IngestTx) => Promise<unknown>;
  rows: number;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Lane {
  queue: Item[];
  running: Promise<void> | undefined;
}

export function createIngestWriter(db: Db, options: IngestWriterOptions = {}): IngestWriter {
  const laneCount = Math.max(1, options.lanes ?? 2);
  const maxBatch = Math.max(1, options.maxBatch ?? 32);
  const maxRows = Math.max(1, options.maxRows ?? 2_000);
  const lanes: Lane[] = Array.from({ length: laneCount }, () => ({
    queue: [],
    running: undefined,
  }));

  const alone = (item: Item) =>
    retryTransaction(() => db.transaction((tx) => item.work(tx))).then(item.resolve, item.reject);

  async function runBatch(batch: Item[]): Promise<void> {
    if (batch.length === 1) {
      await alone(batch[0] as Item);
      return;
    }
    let results: unknown[];
    try {
      results = await db.transaction(async (tx) => {
        const answers: unknown[] = [];
        for (const item of batch) answers.push(await item.work(tx));
        return answers;
      });
    } catch {
      // One push failed (or lost a deadlock): nothing of the batch was committed; each runs
      // again in its own transaction, so only the bad one fails.
      for (const item of batch) await alone(item);
      return;
    }
    batch.forEach((item, index) => {
      item.resolve(results[index]);
    });
  }

  function takeBatch(lane: Lane): Item[] {
    const batch: Item[] = [];
    let rows = 0;
    while (lane.queue.length > 0 && batch.length < maxBatch) {
      const next = lane.queue[0] as Item;
      if (batch.length > 0 && rows + next.rows > maxRows) break;
      lane.queue.shift();
      batch.push(next);
      rows += next.rows;
    }
    return batch;
  }

  function pump(lane: Lane): void {
    if (lane.running || lane.queue.length === 0) return;
    lane.running = (async () => {
      // Pushes that arrive in this turn of the event loop join the first batch.
      await new Promise((resolve) => setImmediate(resolve));
      while (lane.queue.length > 0) await runBatch(takeBatch(lane));
    })().finally(() => {
      lane.running = undefined;
      pump(lane);
    });
  }

  return {
    run<T>(laneKey: number, work: (tx: IngestTx) => Promise<T>, rows = 1): Promise<T> {
      const lane = lanes[Math.abs(laneKey) % laneCount] as Lane;
      return new Promise<T>((resolve, reject) => {
        lane.queue.push({
          work,
          rows,
          resolve: resolve as (value: unknown) => void,
          reject,
        });
        pump(lane);
      });
    },
    async drain() {
      while (lanes.some((lane) => lane.running || lane.queue.length > 0)) {
        await Promise.all(lanes.map((lane) => lane.running));
      }
    },
  };
}
