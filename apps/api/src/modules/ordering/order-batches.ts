import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import { orders } from './schema.js';

/**
 * Reads rows of `orders` newest first (created, id) in batches by keyset, so an export of any size
 * holds one batch in memory at a time. `read` runs the caller's query with the extra condition
 * "older than the last row read" (undefined for the first batch), ordered newest first and
 * limited to `batchSize`.
 */
export async function* newestOrdersInBatches<Row>(
  read: (olderThanLast: SQL | undefined) => Promise<Row[]>,
  keyOf: (row: Row) => { createdAt: Date; id: number },
  batchSize: number,
): AsyncGenerator<Row[]> {
  let last: { createdAt: Date; id: number } | undefined;
  for (;;) {
    const after = last
      ? or(
          lt(orders.createdAt, last.createdAt),
          and(eq(orders.createdAt, last.createdAt), lt(orders.id, last.id)),
        )
      : undefined;
    const rows = await read(after);
    if (rows.length > 0) yield rows;
    const tail = rows.at(-1);
    if (!tail || rows.length < batchSize) return;
    last = keyOf(tail);
  }
}
