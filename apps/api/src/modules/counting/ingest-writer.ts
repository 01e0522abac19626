import type { Db } from '../../platform/db/database.js';
import { retryTransaction } from '../../platform/db/database-errors.js';

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
  /**
   * Like {@link IngestWriter.run}, but the pushes of one batch that share `merged` run as one
   * call of it (one statement for many pushes). Two pushes with the same `key` (device) never
   * share a call: the later one runs in a later call of the same transaction, so a device's pushes
   * keep their order.
   */
  runMerged<P, T>(
    laneKey: number,
    merged: MergedWork<P, T>,
    payload: P,
    key: number,
    rows?: number,
  ): Promise<T>;
  /** Waits until every queued push is answered. */
  drain(): Promise<void>;
}

/** What a merged work runs its statement on: the batch's transaction, or the pool directly. */
export type IngestExecutor = Pick<IngestTx, 'execute'>;

/**
 * Stores the payloads of several pushes at once in ONE statement (atomic on its own, so a batch
 * that is a single merged call runs without BEGIN / COMMIT); answers one result per payload, in
 * order.
 */
export type MergedWork<P, T> = (executor: IngestExecutor, payloads: readonly P[]) => Promise<T[]>;

/** Options of {@link createIngestWriter}. */
export interface IngestWriterOptions {
  /** Transactions in flight at once (PostgreSQL: a few; PGlite has one connection: 1). */
  lanes?: number;
  /** Most pushes in one transaction (bounds the latency a push waits behind others). */
  maxBatch?: number;
  /** Bins (or rows) a batch stops taking pushes at: a backlog push alone fills a batch. */
  maxRows?: number;
}

interface Merged {
  work: MergedWork<unknown, unknown>;
  payload: unknown;
  key: number;
}

interface Item {
  work: ((tx: IngestTx) => Promise<unknown>) | Merged;
  rows: number;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Lane {
  queue: Item[];
  running: Promise<void> | undefined;
}

/**
 * Runs the items of a batch in one transaction: items that share a merged work run as one call
 * per round (a device's second push in the batch waits for the next round), the others one by
 * one; answers in the items' order.
 */
async function runIn(tx: IngestTx, items: readonly Item[]): Promise<unknown[]> {
  const answers: unknown[] = new Array(items.length);
  let pending = items.map((item, index) => ({ item, index }));
  while (pending.length > 0) {
    const groups = new Map<
      MergedWork<unknown, unknown>,
      { keys: Set<number>; entries: typeof pending }
    >();
    const later: typeof pending = [];
    for (const entry of pending) {
      const { work } = entry.item;
      if (typeof work === 'function') {
        answers[entry.index] = await work(tx);
        continue;
      }
      let group = groups.get(work.work);
      if (!group) {
        group = { keys: new Set(), entries: [] };
        groups.set(work.work, group);
      }
      if (group.keys.has(work.key)) {
        later.push(entry);
        continue;
      }
      group.keys.add(work.key);
      group.entries.push(entry);
    }
    for (const [work, group] of groups) {
      const results = await work(
        tx,
        group.entries.map((entry) => (entry.item.work as Merged).payload),
      );
      group.entries.forEach((entry, index) => {
        answers[entry.index] = results[index];
      });
    }
    pending = later;
  }
  return answers;
}

/** The batch's merged work and payloads when the batch is one merged call, else undefined. */
function singleMergedCall(
  batch: readonly Item[],
): { work: MergedWork<unknown, unknown>; payloads: unknown[] } | undefined {
  const first = batch[0]?.work;
  if (!first || typeof first === 'function') return undefined;
  const keys = new Set<number>();
  const payloads: unknown[] = [];
  for (const item of batch) {
    const { work } = item;
    if (typeof work === 'function' || work.work !== first.work || keys.has(work.key)) {
      return undefined;
    }
    keys.add(work.key);
    payloads.push(work.payload);
  }
  return { work: first.work, payloads };
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
    runOnce([item]).then(([answer]) => item.resolve(answer), item.reject);

  /**
   * One merged call (one statement) needs no transaction around it: it runs on the pool, and
   * saves two round trips; anything else runs in one transaction.
   */
  function runOnce(batch: Item[]): Promise<unknown[]> {
    const single = singleMergedCall(batch);
    if (single) return retryTransaction(() => single.work(db, single.payloads));
    return retryTransaction(() => db.transaction((tx) => runIn(tx, batch)));
  }

  async function runBatch(batch: Item[]): Promise<void> {
    if (batch.length === 1) {
      await alone(batch[0] as Item);
      return;
    }
    let results: unknown[];
    try {
      const single = singleMergedCall(batch);
      results = single
        ? await single.work(db, single.payloads)
        : await db.transaction((tx) => runIn(tx, batch));
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

  function enqueue(laneKey: number, item: Item): void {
    const lane = lanes[Math.abs(laneKey) % laneCount] as Lane;
    lane.queue.push(item);
    pump(lane);
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
      return new Promise<T>((resolve, reject) => {
        enqueue(laneKey, { work, rows, resolve: resolve as (value: unknown) => void, reject });
      });
    },
    runMerged<P, T>(
      laneKey: number,
      merged: MergedWork<P, T>,
      payload: P,
      key: number,
      rows = 1,
    ): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        enqueue(laneKey, {
          work: { work: merged as MergedWork<unknown, unknown>, payload, key },
          rows,
          resolve: resolve as (value: unknown) => void,
          reject,
        });
      });
    },
    async drain() {
      while (lanes.some((lane) => lane.running || lane.queue.length > 0)) {
        await Promise.all(lanes.map((lane) => lane.running));
      }
    },
  };
}
