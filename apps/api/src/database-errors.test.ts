import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from './modules/catalogue/index.js';
import {
  databaseHttpError,
  isRetryableTransactionError,
  retryTransaction,
} from './platform/db/database-errors.js';
import { startTestApi, type TestApi, testDatabaseKinds } from './testing/harness.js';

describe.each(testDatabaseKinds())('issue 10 items 11 and 12: database refusals on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { seed: true });
  });
  afterAll(async () => {
    await api.close();
  });

  const setStock = (partNo: string, stock: number) =>
    api.database.db.update(products).set({ stock }).where(eq(products.partNo, partNo));

  it('a stock CHECK violation becomes a 409 insufficient_stock, not a 500', async () => {
    await setStock('SK-003', 1);
    const error = await api.database.db
      .update(products)
      .set({ stock: sql`${products.stock} - 2` })
      .where(eq(products.partNo, 'SK-003'))
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    const answer = databaseHttpError(error);
    expect(answer?.statusCode).toBe(409);
    expect(answer?.code).toBe('insufficient_stock');
  });
});

// PGlite runs one transaction at a time: only PostgreSQL can deadlock.
describe.each(testDatabaseKinds().filter((kind) => kind === 'postgres'))(
  'issue 10 item 12: deadlock retry on %s',
  (kind) => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(kind, { seed: true });
    });
    afterAll(async () => {
      await api.close();
    });

    const setStock = (partNo: string, stock: number) =>
      api.database.db.update(products).set({ stock }).where(eq(products.partNo, partNo));

    it('a real deadlock between two transactions is retried: both finish, no error escapes', async () => {
      await setStock('SK-003', 100);
      await setStock('SK-004', 100);
      const [a] = await api.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.partNo, 'SK-003'));
      const [b] = await api.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.partNo, 'SK-004'));
      if (!a || !b) throw new Error('seed products missing');
      let retried = 0;
      let firstError: unknown;
      // Each writer's first attempt waits, holding its first row, until the other holds its own:
      // the two then overlap however slowly either starts (a fixed pause did not ensure that on a
      // busy machine).
      let holding = 0;
      let bothHold: () => void = () => {};
      const bothHolding = new Promise<void>((resolve) => {
        bothHold = resolve;
      });
      // Two writers taking the same two rows in opposite orders: PostgreSQL aborts one (40P01).
      const writer = (first: number, second: number) => {
        let attempts = 0;
        return retryTransaction(
          () =>
            api.database.db.transaction(async (tx) => {
              await tx
                .update(products)
                .set({ stock: sql`${products.stock} - 1` })
                .where(eq(products.id, first));
              if (attempts++ === 0) {
                holding += 1;
                if (holding === 2) bothHold();
                await bothHolding;
              }
              await tx
                .update(products)
                .set({ stock: sql`${products.stock} - 1` })
                .where(eq(products.id, second));
            }),
          {
            onRetry: (error) => {
              retried += 1;
              firstError ??= error;
            },
          },
        );
      };
      await Promise.all([writer(a.id, b.id), writer(b.id, a.id)]);
      expect(retried).toBeGreaterThanOrEqual(1);
      expect(isRetryableTransactionError(firstError)).toBe(true);
      expect(databaseHttpError(firstError)?.statusCode).toBe(503);
      const rows = await api.database.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, a.id));
      expect(rows[0]?.stock).toBe(98);
    }, 30_000);
  },
);
