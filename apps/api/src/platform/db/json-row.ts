import { type Column, getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

const columnsByTable = new WeakMap<Table, [string, Column][]>();

/**
 * A table's row as Drizzle's `select()` answers it, from the row as PostgreSQL's `to_jsonb` writes
 * it (keys are column names): each column's own driver mapping runs on its value, so timestamps
 * become `Date`s and jsonb columns stay objects. Lets one statement bring back rows of several
 * tables (an office with its organisation, a list of products) as a jsonb value each.
 */
export function rowFromJson<T extends Table>(
  table: T,
  json: Record<string, unknown>,
): InferSelectModel<T> {
  let columns = columnsByTable.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)) as [string, Column][];
    columnsByTable.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/**
 * The rows `db.execute` answered: node-postgres and PGlite both hand back an object with `rows`.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
