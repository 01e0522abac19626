import type { Db } from './database.js';

type Rows = Promise<{ rows: unknown[] }>;

/** The driver connection under a drizzle database or transaction: PGlite or node-postgres. */
interface DriverClient {
  /** PGlite's (absent on node-postgres). */
  exec?: unknown;
  query(textOrConfig: string | { text: string }, values: unknown[]): Rows;
}

interface Session {
  client: DriverClient;
  logger?: { logQuery(query: string, params: unknown[]): void };
}

/**
 * Runs a statement whose text was written once, at module load, on the database or transaction's
 * own driver connection, with its values in order (`$1`, `$2`, …). Drizzle's builder walks a
 * statement's fragments, tables and columns again for every call; on the order's path that cost
 * more server CPU than the driver itself (issue 31, decision 356). The text reaches the same
 * connection and the same query logger as a drizzle statement, and is prepared once per
 * connection on PostgreSQL (`nameStatements`, database.ts) and once on PGlite (decision 351).
 * Values go to the driver as they are: pass what the column's drizzle mapping would (an ISO
 * string for a timestamp, JSON text for jsonb). Rows come back as the driver parses them (jsonb
 * as objects, int4 and booleans as such, int8 as text on node-postgres).
 */
export async function runStatement<Row>(
  db: Db,
  text: string,
  values: readonly unknown[],
): Promise<Row[]> {
  const { session } = db as unknown as { session: Session };
  session.logger?.logQuery(text, values as unknown[]);
  const { client } = session;
  // node-postgres names (prepares) a statement given as a config object with its values apart.
  const result =
    client.exec === undefined
      ? await client.query({ text }, values as unknown[])
      : await client.query(text, values as unknown[]);
  return result.rows as Row[];
}
